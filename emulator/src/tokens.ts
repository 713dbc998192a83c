// Sessions, access tokens, refresh-token rotation and the Bearer-token check of protected endpoints.

import { type App, type Ctx, userAgent } from './app'
import { isUuid } from './crypto'
import { type Queryable } from './db'
import { badRequest, forbidden, unauthorized } from './errors'
import { JwtError, audienceOf, signAccessToken, verifyHs256 } from './jwt'
import {
  type Json,
  type SessionRow,
  type UserRow,
  addAmrClaim,
  createRefreshToken,
  createSession,
  findIdentities,
  findSession,
  findUserById,
  sessionAmr,
  updateUser,
  userJson,
} from './models'

export interface TokenResponse {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: Json
  provider_token?: string
  provider_refresh_token?: string
  weak_password?: { message: string; reasons: string[] }
}

export async function generateAccessToken(
  app: App,
  q: Queryable,
  user: UserRow,
  session: SessionRow,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(app.now() / 1000)
  const exp = iat + app.config.jwtExp
  const amr = await sessionAmr(q, session.id)
  const token = await signAccessToken(
    {
      iss: app.jwtIssuer,
      sub: user.id,
      aud: user.aud ?? app.config.jwtAud,
      exp,
      iat,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? '',
      aal: session.aal ?? 'aal1',
      amr,
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    },
    app.config.jwtSecret,
  )
  return { token, expiresAt: exp }
}

export async function tokenResponse(
  app: App,
  q: Queryable,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<TokenResponse> {
  const { token, expiresAt } = await generateAccessToken(app, q, user, session)
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresAt - Math.floor(app.now() / 1000),
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, await findIdentities(q, user.id)),
  }
}

/** GoTrue's IssueRefreshToken: a new session with one AMR entry and a first refresh token. */
export async function issueSession(
  ctx: Ctx,
  q: Queryable,
  user: UserRow,
  method: string,
): Promise<TokenResponse> {
  const app = ctx.app
  const now = app.now()
  const session = await createSession(q, user.id, now, userAgent(ctx), ctx.ip)
  await addAmrClaim(q, session.id, method, now)
  const rt = await createRefreshToken(q, user.id, session.id, null, now)
  const fresh = await updateUser(q, user.id, { last_sign_in_at: new Date(now) }, now)
  return tokenResponse(app, q, fresh, session, rt.token)
}

export interface Authed {
  claims: Record<string, unknown>
  user: UserRow
  session: SessionRow | null
}

const BEARER = /^bearer\s+(\S+)\s*$/i

/** Parses and verifies the Bearer token (GoTrue's requireAuthentication without the user lookup). */
export function parseBearer(ctx: Ctx): Record<string, unknown> {
  const header = ctx.req.headers.authorization ?? ''
  const m = BEARER.exec(header)
  if (!m) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token')
  try {
    return verifyHs256(m[1] as string, ctx.app.config.jwtSecret, Math.floor(ctx.app.now() / 1000))
  } catch (e) {
    const detail = e instanceof JwtError ? e.message : 'token is malformed'
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`)
  }
}

/** requireAuthentication: a verified token whose user and session still exist and who is not banned. */
export async function requireAuth(ctx: Ctx): Promise<Authed> {
  const claims = parseBearer(ctx)
  const sub = typeof claims.sub === 'string' ? claims.sub : ''
  if (sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
  if (!isUuid(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID')
  const db = ctx.app.db
  const user = await findUserById(db, sub)
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')
  let session: SessionRow | null = null
  const sid = typeof claims.session_id === 'string' ? claims.session_id : ''
  if (sid !== '' && sid !== '00000000-0000-0000-0000-000000000000') {
    if (!isUuid(sid)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID')
    session = await findSession(db, sid)
    if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
  }
  if (user.banned_until && user.banned_until.getTime() > ctx.app.now()) {
    throw forbidden('user_banned', 'User is banned')
  }
  return { claims, user, session }
}

/** GoTrue's requestAud: X-JWT-AUD header, then the token's audience (non-admin roles), then the default. */
export function requestAud(ctx: Ctx, claims?: Record<string, unknown>): string {
  const header = ctx.req.headers['x-jwt-aud']
  const h = Array.isArray(header) ? header[0] : header
  if (h) return h
  if (claims && !ctx.app.config.jwtAdminRoles.includes(String(claims.role ?? ''))) {
    const aud = audienceOf(claims)
    if (aud[0]) return aud[0]
  }
  return ctx.app.config.jwtAud
}
