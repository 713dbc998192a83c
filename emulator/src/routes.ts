// The auth API's route table under /auth/v1 and how a path finds its route.

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
  adminOAuthClientsHandler,
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
import { type Handler } from './handlers/support/request'
import { signupHandler } from './handlers/signup'
import { avatarHandler, standInPageHandler, standInSubmitHandler } from './handlers/stand-in'
import { tokenHandler } from './handlers/token'
import { getUserHandler, logoutHandler, reauthenticateHandler, updateUserHandler } from './handlers/user'
import { verifyGetHandler, verifyPostHandler } from './handlers/verify'

interface Route {
  methods: string[]
  pattern: RegExp
  keys: string[]
  handler: Handler
  /** Reached by browser navigation (or public by nature): the gateway does not ask for an API key. */
  open: boolean
}

/** `:name` matches a segment (`:name.svg` one with that suffix), `*` the rest of the path. */
function route(methods: string[], path: string, handler: Handler, open = false): Route {
  const keys: string[] = []
  const source = path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        const [name, suffix] = segment.slice(1).split('.')
        keys.push(name as string)
        return suffix ? `([^/]+)\\.${suffix}` : '([^/]+)'
      }
      if (segment === '*') return '.*'
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  return { methods, pattern: new RegExp(`^${source}/?$`), keys, handler, open }
}

const ANY = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

const ROUTES: Route[] = [
  route(['GET'], '/health', healthHandler, true),
  route(['GET'], '/settings', settingsHandler),
  route(['GET'], '/.well-known/jwks.json', jwksHandler, true),
  route(['GET'], '/authorize', authorizeHandler, true),
  route(['GET', 'POST'], '/callback', callbackHandler, true),
  route(['POST'], '/signup', signupHandler),
  route(['POST'], '/recover', recoverHandler),
  route(['POST'], '/resend', resendHandler),
  route(['POST'], '/magiclink', magicLinkHandler),
  route(['POST'], '/otp', otpHandler),
  route(['POST'], '/token', tokenHandler),
  route(['GET'], '/verify', verifyGetHandler, true),
  route(['POST'], '/verify', verifyPostHandler, true),
  route(['POST'], '/logout', logoutHandler),
  route(['GET'], '/reauthenticate', reauthenticateHandler),
  route(['GET'], '/user', getUserHandler),
  route(['PUT'], '/user', updateUserHandler),
  route(['GET'], '/user/identities/authorize', identitiesHandler),
  route(['DELETE'], '/user/identities/:identityId', identitiesHandler),
  route(['GET', 'DELETE'], '/user/oauth/grants', oauthServerHandler),
  route(['POST'], '/factors', enrollFactorHandler),
  route(['POST'], '/factors/:factorId/verify', factorHandler),
  route(['POST'], '/factors/:factorId/challenge', factorHandler),
  route(['DELETE'], '/factors/:factorId', factorHandler),
  route(ANY, '/passkeys', passkeysHandler),
  route(ANY, '/passkeys/*', passkeysHandler),
  route(['POST'], '/sso', ssoHandler),
  route(['GET'], '/sso/saml/metadata', ssoHandler),
  route(['POST'], '/sso/saml/acs', ssoHandler),
  route(['POST'], '/invite', inviteHandler),
  route(['GET'], '/admin/users', adminListUsersHandler),
  route(['POST'], '/admin/users', adminCreateUserHandler),
  route(['GET'], '/admin/users/:userId', adminGetUserHandler),
  route(['PUT'], '/admin/users/:userId', adminUpdateUserHandler),
  route(['DELETE'], '/admin/users/:userId', adminDeleteUserHandler),
  route(['GET'], '/admin/users/:userId/factors', adminFactorsHandler),
  route(['PUT', 'DELETE'], '/admin/users/:userId/factors/:factorId', adminFactorsHandler),
  route(['POST'], '/admin/generate_link', generateLinkHandler),
  route(ANY, '/admin/oauth/*', adminOAuthClientsHandler),
  route(ANY, '/admin/*', adminHandler),
  route(ANY, '/oauth/*', oauthServerHandler),
  route(['GET'], '/emulator/oauth/:provider/authorize', standInPageHandler, true),
  route(['POST'], '/emulator/oauth/:provider/authorize', standInSubmitHandler, true),
  route(['GET'], '/emulator/avatar/:seed.svg', avatarHandler, true),
]

export type RouteMatch =
  | { kind: 'found'; handler: Handler; params: Record<string, string>; open: boolean }
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
    candidate.keys.forEach((key, index) => (params[key] = decodeSegment(match[index + 1] ?? '')))
    return { kind: 'found', handler: candidate.handler, params, open: candidate.open }
  }
  if (!pathKnown) return { kind: 'none', open: false }
  // Browsers navigate to open paths with any method; the gateway never asks them for a key.
  return { kind: 'method', open: ROUTES.some((candidate) => candidate.open && candidate.pattern.test(path)) }
}
