// What a handler receives and what it may read off the request. Handlers pass plain values down
// to flows; nothing below a handler sees the request.

import { type IncomingHttpHeaders } from 'node:http'
import { type App } from '../../app'
import { type Claims } from '../../flows/authenticate'
import { type RequestOrigin } from '../../flows/signup'
import { type SessionClient } from '../../flows/session'
import { audienceOf } from '../../jwt'
import { type Decoded, type Spec, decodeParams } from '../../params'

export interface ApiRequest {
  method: string
  /** Path below /auth/v1, starting with "/". */
  path: string
  query: URLSearchParams
  /** Named segments of the route's path. */
  params: Record<string, string>
  headers: IncomingHttpHeaders
  client: SessionClient
  /** The body, read (at most 1 MiB) on first use. */
  body: () => Promise<Buffer>
}

/**
 * GoTrue's requestAud without its first source, the client's X-JWT-AUD header (api/helpers.go):
 * honouring it let any caller create accounts in an audience of its choosing, and made sign-up of a
 * taken address a 500, since the unique index on the address spans audiences (GoTrue's too:
 * users_email_partial_key). So: the signed token's audience (non-admin roles), else the configured one.
 */
export function requestAud(app: App, claims?: Claims): string {
  if (claims && !app.services.config.jwtAdminRoles.includes(String(claims.role ?? ''))) {
    const audience = audienceOf(claims)[0]
    if (audience) return audience
  }
  return app.services.config.jwtAud
}

/** GoTrue's GetReferrer for this request: where its links and redirects lead back to. */
export const redirectTarget = (app: App, request: ApiRequest) =>
  app.redirects.referrer(request.headers, request.query)

export function requestOrigin(app: App, request: ApiRequest): RequestOrigin {
  return { aud: requestAud(app), redirectTo: redirectTarget(app, request), client: request.client }
}

/** retrieveRequestParams: the request body decoded with Go's JSON rules into the named struct. */
export async function readParams<S extends Spec>(
  request: ApiRequest,
  structName: string,
  spec: S,
): Promise<Decoded<S>> {
  return decodeParams(await request.body(), structName, spec)
}

/** An application/x-www-form-urlencoded body. */
export async function readForm(request: ApiRequest): Promise<URLSearchParams> {
  return new URLSearchParams((await request.body()).toString('utf8'))
}
