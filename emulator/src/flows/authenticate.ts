// The Bearer-token check of protected endpoints (GoTrue's requireAuthentication).

import { type Services } from '../services'
import { isUuid } from '../crypto'
import { badRequest, forbidden, unauthorized } from '../errors'
import { JwtError, verifyHs256 } from '../jwt'
import { type SessionRow, findSession } from '../models/sessions'
import { type UserRow, findUserById, isBanned } from '../models/users'

export type Claims = Record<string, unknown>

export interface Authenticated {
  claims: Claims
  user: UserRow
  session: SessionRow | null
}

const BEARER = /^bearer\s+(\S+)\s*$/i
const NO_SESSION = '00000000-0000-0000-0000-000000000000'

/** Parses and verifies the Bearer token of an Authorization header, without looking anything up. */
export function verifyBearer(services: Services, authorization: string | undefined): Claims {
  const token = BEARER.exec(authorization ?? '')?.[1]
  if (!token) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token')
  try {
    return verifyHs256(token, services.config.jwtSecret, Math.floor(services.now() / 1000))
  } catch (error) {
    const detail = error instanceof JwtError ? error.message : 'token is malformed'
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`)
  }
}

const sessionIdOf = (claims: Claims) => (typeof claims.session_id === 'string' ? claims.session_id : '')

/** GoTrue's maybeLoadUserOrSession: the token's user and (if it names one) session must exist. */
async function loadUserAndSession(
  services: Services,
  claims: Claims,
): Promise<Omit<Authenticated, 'claims'>> {
  const subject = typeof claims.sub === 'string' ? claims.sub : ''
  if (subject === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
  if (!isUuid(subject)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID')
  const user = await findUserById(services.db, subject)
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')
  let session: SessionRow | null = null
  const sessionId = sessionIdOf(claims)
  if (sessionId !== '' && sessionId !== NO_SESSION) {
    if (!isUuid(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID')
    session = await findSession(services.db, sessionId)
    if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
  }
  return { user, session }
}

/** A verified token whose user and session still exist and whose user is not banned. */
export async function authenticate(
  services: Services,
  authorization: string | undefined,
): Promise<Authenticated> {
  const claims = verifyBearer(services, authorization)
  const { user, session } = await loadUserAndSession(services, claims)
  if (isBanned(user, services.now())) throw forbidden('user_banned', 'User is banned')
  return { claims, user, session }
}

/**
 * GoTrue's requireAdminCredentials: a verified token whose role is one of the admin roles. A token
 * that names a session (a user's) must still have its user and session, else that is the answer.
 */
export async function requireAdminCredentials(
  services: Services,
  authorization: string | undefined,
): Promise<Claims> {
  const claims = verifyBearer(services, authorization)
  const sessionId = sessionIdOf(claims)
  if (sessionId !== '' && sessionId !== NO_SESSION) await loadUserAndSession(services, claims)
  if (!services.config.jwtAdminRoles.includes(String(claims.role ?? ''))) {
    throw forbidden('not_admin', 'User not allowed')
  }
  return claims
}
