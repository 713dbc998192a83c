// What a route asks of a request before its handler runs, checked here and nowhere else: the
// caller's credentials (GoTrue's requireAuthentication, requireNotAnonymous and
// requireAdminCredentials) and the per-client-address request limit (limitHandler). The gateway's
// API key check runs before routing, in api.ts, as the Supabase gateway runs before GoTrue.

import { type App, type LimitBucket } from './app'
import { forbidden, tooManyRequests } from './errors'
import { type Authenticated, type Claims, authenticate, requireAdminCredentials } from './flows/authenticate'
import { type ApiRequest, requestAud } from './handlers/support/request'

/**
 * The key a route needs: none (a browser navigates there), the project's anon or service-role
 * key (`anon`), a user's access token besides it (`user`; `permanent-user` refuses anonymous
 * users), or an admin token (`service_role`).
 */
export type Key = 'none' | 'anon' | 'user' | 'permanent-user' | 'service_role'

/** Who the guards found: the signed-in user, or the admin and the audience it acts on. */
export interface Admin {
  claims: Claims
  aud: string
}
export type CallerFor<K extends Key> = K extends 'user' | 'permanent-user'
  ? Authenticated
  : K extends 'service_role'
    ? Admin
    : null
export type Caller = Authenticated | Admin | null

/** A fixed bucket, or one chosen from the request (GoTrue limits /signup and /token in the handler). */
export type Limit = LimitBucket | ((app: App, request: ApiRequest) => Promise<LimitBucket | null>)

async function identify(app: App, request: ApiRequest, key: Key): Promise<Caller> {
  const authorization = request.headers.authorization
  if (key === 'service_role') {
    const claims = await requireAdminCredentials(app.services, authorization)
    return { claims, aud: requestAud(app, claims) }
  }
  if (key !== 'user' && key !== 'permanent-user') return null
  const signedIn = await authenticate(app.services, authorization)
  if (key === 'permanent-user' && signedIn.user.is_anonymous) {
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions')
  }
  return signedIn
}

async function applyLimit(app: App, request: ApiRequest, limit: Limit | null) {
  const bucket = typeof limit === 'function' ? await limit(app, request) : limit
  const limiter = bucket && app.limiters[bucket]
  if (limiter && !limiter.allow(request.client.ip, app.services.now())) {
    throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached')
  }
}

/** The route's guards in GoTrue's order: who is calling, then the request limit. */
export async function admit(app: App, request: ApiRequest, key: Key, limit: Limit | null): Promise<Caller> {
  const caller = await identify(app, request, key)
  await applyLimit(app, request, limit)
  return caller
}
