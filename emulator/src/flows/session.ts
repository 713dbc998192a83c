// Sessions and the token answer: access token, refresh token and the user.

import { type Services, inTransaction } from '../services'
import { type Queryable } from '../db'
import { signAccessToken } from '../jwt'
import { findIdentities } from '../models/identities'
import { type Json } from '../models/json'
import { createRefreshToken } from '../models/refresh-tokens'
import {
  type SessionRow,
  addAmrClaim,
  createSession,
  deleteOtherSessions,
  deleteSession,
  deleteUserSessions,
  sessionAmr,
} from '../models/sessions'
import { type UserRow, updateUser, userJson } from '../models/users'

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

/** What a new session records about the client that opened it. */
export interface SessionClient {
  userAgent: string | null
  ip: string
}

async function signSessionToken(services: Services, db: Queryable, user: UserRow, session: SessionRow) {
  const issuedAt = Math.floor(services.now() / 1000)
  const expiresAt = issuedAt + services.config.jwtExp
  const token = await signAccessToken(
    {
      iss: services.jwtIssuer,
      sub: user.id,
      aud: user.aud ?? services.config.jwtAud,
      exp: expiresAt,
      iat: issuedAt,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? '',
      aal: session.aal ?? 'aal1',
      amr: await sessionAmr(db, session.id),
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    },
    services.config.jwtSecret,
  )
  return { token, expiresAt }
}

export async function tokenResponse(
  services: Services,
  db: Queryable,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<TokenResponse> {
  const { token, expiresAt } = await signSessionToken(services, db, user, session)
  return {
    access_token: token,
    token_type: 'bearer',
    // The configured lifetime, as GoTrue's AccessTokenResponse: worked out from a second clock
    // reading, a slow machine answered 3599.
    expires_in: services.config.jwtExp,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, await findIdentities(db, user.id)),
  }
}

/** GoTrue's IssueRefreshToken: a new session with one AMR entry and a first refresh token. */
export async function issueSession(
  services: Services,
  db: Queryable,
  user: UserRow,
  method: string,
  client: SessionClient,
): Promise<TokenResponse> {
  const now = services.now()
  const session = await createSession(db, user.id, now, client.userAgent, client.ip)
  await addAmrClaim(db, session.id, method, now)
  const refreshToken = await createRefreshToken(db, user.id, session.id, null, now)
  const signedIn = await updateUser(db, user.id, { last_sign_in_at: new Date(now) }, now)
  return tokenResponse(services, db, signedIn, session, refreshToken.token)
}

export type SignOutScope = 'global' | 'local' | 'others'

/** POST /logout: this session, the user's other sessions, or all of them (no session: all). */
export async function signOut(
  services: Services,
  { user, session }: { user: UserRow; session: SessionRow | null },
  scope: SignOutScope,
): Promise<void> {
  await inTransaction(services, async ({ tx }) => {
    if (session && scope === 'local') return deleteSession(tx, session.id)
    if (session && scope === 'others') return deleteOtherSessions(tx, session.id, user.id)
    return deleteUserSessions(tx, user.id)
  })
}
