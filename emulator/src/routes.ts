// The auth API's route table under /auth/v1 and how a path finds its route.

import { type App } from './app'
import { type Caller, type CallerFor, type Key, type Limit } from './guards'

import { generateLinkHandler, inviteHandler } from './handlers/admin-links'
import {
  adminCreateUserHandler,
  adminDeleteUserHandler,
  adminFactorsHandler,
  adminGetUserHandler,
  adminListUsersHandler,
  adminUpdateUserHandler,
} from './handlers/admin-users'
import { authorizeHandler, callbackHandler } from './handlers/external'
import { magicLinkHandler, otpHandler, recoverHandler, resendHandler } from './handlers/mail-flows'
import {
  adminHandler,
  enrollFactorHandler,
  factorHandler,
  healthHandler,
  identitiesHandler,
  jwksHandler,
  oauthServerHandler,
  passkeysHandler,
  settingsHandler,
  ssoHandler,
} from './handlers/misc'
import { type ApiRequest } from './handlers/support/request'
import { signupBucket, signupHandler } from './handlers/signup'
import { avatarHandler, standInPageHandler, standInSubmitHandler } from './handlers/stand-in'
import { tokenBucket, tokenHandler } from './handlers/token'
import { getUserHandler, logoutHandler, reauthenticateHandler, updateUserHandler } from './handlers/user'
import { verifyGetHandler, verifyPostHandler } from './handlers/verify'
import { type Reply } from './http/reply'

type Handler<C> = (app: App, request: ApiRequest, caller: C) => Promise<Reply>

interface Route {
  methods: string[]
  pattern: RegExp
  params: string[]
  key: Key
  limit: Limit | null
  handle: (app: App, request: ApiRequest, caller: Caller) => Promise<Reply>
}

interface RouteSpec<K extends Key> {
  key: K
  limit?: Limit
  handler: Handler<CallerFor<K>>
}

/** `:name` matches a segment (`:name.svg` one with that suffix), `*` the rest of the path. */
function route<K extends Key>(methods: string[], path: string, spec: RouteSpec<K>): Route {
  const params: string[] = []
  const source = path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        const [name, suffix] = segment.slice(1).split('.')
        params.push(name as string)
        return suffix ? `([^/]+)\\.${suffix}` : '([^/]+)'
      }
      if (segment === '*') return '.*'
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  return {
    methods,
    pattern: new RegExp(`^${source}/?$`),
    params,
    key: spec.key,
    limit: spec.limit ?? null,
    // admit() returns the caller its key asks for, so the handler gets the type it declares.
    handle: (app, request, caller) => spec.handler(app, request, caller as CallerFor<K>),
  }
}

const ANY = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
const GET = ['GET']
const POST = ['POST']
const PUT = ['PUT']
const DELETE = ['DELETE']

// The auth API as GoTrue's api.go declares it: method, path, key, request limit, handler.
const ROUTES: Route[] = [
  route(GET, '/health', { key: 'none', handler: healthHandler }),
  route(GET, '/settings', { key: 'anon', handler: settingsHandler }),
  route(GET, '/.well-known/jwks.json', { key: 'none', handler: jwksHandler }),
  route(GET, '/authorize', { key: 'none', handler: authorizeHandler }),
  route(['GET', 'POST'], '/callback', { key: 'none', handler: callbackHandler }),
  route(POST, '/signup', { key: 'anon', limit: signupBucket, handler: signupHandler }),
  route(POST, '/recover', { key: 'anon', limit: 'otp', handler: recoverHandler }),
  route(POST, '/resend', { key: 'anon', limit: 'otp', handler: resendHandler }),
  route(POST, '/magiclink', { key: 'anon', limit: 'otp', handler: magicLinkHandler }),
  route(POST, '/otp', { key: 'anon', limit: 'otp', handler: otpHandler }),
  route(POST, '/token', { key: 'anon', limit: tokenBucket, handler: tokenHandler }),
  route(GET, '/verify', { key: 'none', limit: 'verify', handler: verifyGetHandler }),
  route(POST, '/verify', { key: 'none', limit: 'verify', handler: verifyPostHandler }),
  route(POST, '/logout', { key: 'user', handler: logoutHandler }),
  route(GET, '/reauthenticate', { key: 'user', handler: reauthenticateHandler }),
  route(GET, '/user', { key: 'user', handler: getUserHandler }),
  route(PUT, '/user', { key: 'user', limit: 'otp', handler: updateUserHandler }),
  route(GET, '/user/identities/authorize', { key: 'user', handler: identitiesHandler }),
  route(DELETE, '/user/identities/:identityId', { key: 'user', handler: identitiesHandler }),
  route(['GET', 'DELETE'], '/user/oauth/grants', { key: 'anon', handler: oauthServerHandler }),
  route(POST, '/factors', { key: 'permanent-user', handler: enrollFactorHandler }),
  route(POST, '/factors/:factorId/verify', { key: 'permanent-user', handler: factorHandler }),
  route(POST, '/factors/:factorId/challenge', { key: 'permanent-user', handler: factorHandler }),
  route(DELETE, '/factors/:factorId', { key: 'permanent-user', handler: factorHandler }),
  route(ANY, '/passkeys', { key: 'anon', handler: passkeysHandler }),
  route(ANY, '/passkeys/*', { key: 'anon', handler: passkeysHandler }),
  route(POST, '/sso', { key: 'anon', handler: ssoHandler }),
  route(GET, '/sso/saml/metadata', { key: 'anon', handler: ssoHandler }),
  route(POST, '/sso/saml/acs', { key: 'anon', handler: ssoHandler }),
  route(POST, '/invite', { key: 'service_role', handler: inviteHandler }),
  route(GET, '/admin/users', { key: 'service_role', handler: adminListUsersHandler }),
  route(POST, '/admin/users', { key: 'service_role', handler: adminCreateUserHandler }),
  route(GET, '/admin/users/:userId', { key: 'service_role', handler: adminGetUserHandler }),
  route(PUT, '/admin/users/:userId', { key: 'service_role', handler: adminUpdateUserHandler }),
  route(DELETE, '/admin/users/:userId', { key: 'service_role', handler: adminDeleteUserHandler }),
  route(GET, '/admin/users/:userId/factors', { key: 'service_role', handler: adminFactorsHandler }),
  route(['PUT', 'DELETE'], '/admin/users/:userId/factors/:factorId', {
    key: 'service_role',
    handler: adminFactorsHandler,
  }),
  route(POST, '/admin/generate_link', { key: 'service_role', handler: generateLinkHandler }),
  route(ANY, '/admin/oauth/*', { key: 'service_role', handler: oauthServerHandler }),
  route(ANY, '/admin/*', { key: 'service_role', handler: adminHandler }),
  route(ANY, '/oauth/*', { key: 'anon', handler: oauthServerHandler }),
  route(GET, '/emulator/oauth/:provider/authorize', { key: 'none', handler: standInPageHandler }),
  route(POST, '/emulator/oauth/:provider/authorize', { key: 'none', handler: standInSubmitHandler }),
  route(GET, '/emulator/avatar/:seed.svg', { key: 'none', handler: avatarHandler }),
]

export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string>; open: boolean }
  /** The path exists but not for this method (405). */
  | { kind: 'method'; open: boolean }
  | { kind: 'none'; open: false }

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment // keep the raw segment
  }
}

export function matchRoute(method: string, path: string): RouteMatch {
  let pathKnown: Route | null = null
  for (const candidate of ROUTES) {
    const match = candidate.pattern.exec(path)
    if (!match) continue
    pathKnown ??= candidate
    const allowed =
      candidate.methods.includes(method) || (method === 'HEAD' && candidate.methods.includes('GET'))
    if (!allowed) continue
    const params: Record<string, string> = {}
    candidate.params.forEach((name, index) => (params[name] = decodeSegment(match[index + 1] ?? '')))
    return { kind: 'found', route: candidate, params, open: candidate.key === 'none' }
  }
  if (!pathKnown) return { kind: 'none', open: false }
  // Browsers navigate to open paths with any method; the gateway never asks them for a key.
  return {
    kind: 'method',
    open: ROUTES.some((candidate) => candidate.key === 'none' && candidate.pattern.test(path)),
  }
}
