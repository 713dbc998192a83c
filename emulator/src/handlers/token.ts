// POST /token?grant_type=password|refresh_token|pkce (and GoTrue's answers for id_token and web3).

import { type Ctx, inTx, limit, ok } from '../app'
import { checkPkce, verifyPassword } from '../crypto'
import { type ApiError, OAuthError, badRequest, notFound, unprocessable } from '../errors'
import {
  type UserRow,
  createRefreshToken,
  findActiveRefreshToken,
  findFlowStateByAuthCode,
  findRefreshToken,
  findSession,
  findUserByEmail,
  findUserById,
  isBanned,
  isEmailConfirmed,
  isFlowStateExpired,
  iso,
} from '../models'
import { issueSession, requestAud, tokenResponse } from '../tokens'
import { readParams, weakPasswordInfo } from './common'

export async function tokenHandler(ctx: Ctx) {
  const grantType = ctx.query.get('grant_type') ?? ''
  switch (grantType) {
    case 'password':
      limit(ctx, ctx.app.limiters.token)
      return passwordGrant(ctx)
    case 'refresh_token':
      limit(ctx, ctx.app.limiters.token)
      return refreshTokenGrant(ctx)
    case 'pkce':
      limit(ctx, ctx.app.limiters.token)
      return pkceGrant(ctx)
    case 'id_token':
      limit(ctx, ctx.app.limiters.token)
      return idTokenGrant(ctx)
    case 'web3':
      throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled')
    default:
      throw badRequest('invalid_credentials', 'unsupported_grant_type')
  }
}

const INVALID_LOGIN = 'Invalid login credentials'

async function passwordGrant(ctx: Ctx) {
  const app = ctx.app
  const p = await readParams(ctx, 'PasswordGrantParams', {
    email: 'string',
    phone: 'string',
    password: 'string',
  })
  const aud = requestAud(ctx)
  if (p.email !== '' && p.phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    )
  }
  let user: UserRow | null
  if (p.email !== '') {
    if (!app.config.externalEmailEnabled)
      throw unprocessable('email_provider_disabled', 'Email logins are disabled')
    user = await findUserByEmail(app.db, p.email, aud)
  } else if (p.phone !== '') {
    throw unprocessable('phone_provider_disabled', 'Phone logins are disabled')
  } else {
    throw badRequest('validation_failed', 'missing email or phone')
  }
  if (!user || !user.encrypted_password) throw badRequest('invalid_credentials', INVALID_LOGIN)
  if (isBanned(user, app.now())) throw badRequest('user_banned', 'User is banned')
  const valid = await verifyPassword(p.password, user.encrypted_password)
  if (!valid) throw badRequest('invalid_credentials', INVALID_LOGIN)
  if (!isEmailConfirmed(user)) throw badRequest('email_not_confirmed', 'Email not confirmed')
  const weak = weakPasswordInfo(app, p.password)
  const signedIn = user
  const token = await inTx(app, (s) => issueSession(ctx, s.tx, signedIn, 'password'))
  if (weak) token.weak_password = weak
  ok(ctx, token)
}

/** Refresh tokens are 12 characters of [a-z0-9] (GoTrue v1); anything else is refused before lookup. */
function validateRefreshTokenShape(token: string) {
  if (token.length !== 12 || !/^[a-z0-9]{12}$/.test(token)) {
    throw badRequest('validation_failed', 'Refresh token is not valid')
  }
}

class CommitThenFail extends Error {
  constructor(readonly error: ApiError) {
    super(error.message)
  }
}

async function refreshTokenGrant(ctx: Ctx) {
  const app = ctx.app
  const p = await readParams(ctx, 'RefreshTokenGrantParams', { refresh_token: 'string' })
  validateRefreshTokenShape(p.refresh_token)
  const found = await findRefreshToken(app.db, p.refresh_token)
  if (!found) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
  const owner = await findUserById(app.db, found.user_id)
  if (!owner) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
  if (isBanned(owner, app.now())) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned')

  let result
  try {
    result = await inTx(app, async (s) => {
      const now = app.now()
      const token = await findRefreshToken(s.tx, p.refresh_token)
      if (!token)
        throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      const session = await findSession(s.tx, token.session_id)
      if (!session) throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found')
      const user = await findUserById(s.tx, token.user_id)
      if (!user) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')

      let issued: string | null = null
      if (token.revoked) {
        const active = await findActiveRefreshToken(s.tx, session.id)
        if (active && active.parent === token.token) {
          // The client lost the answer to its last refresh: hand back the current token again.
          issued = active.token
        } else {
          const reuseUntil = token.updated_at.getTime() + app.config.refreshTokenReuseIntervalSeconds * 1000
          if (now > reuseUntil) {
            throw new CommitThenFail(
              badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
            )
          }
        }
      }
      if (issued === null) {
        await s.tx.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1', [
          token.id,
          iso(now),
        ])
        const child = await createRefreshToken(s.tx, user.id, session.id, token.token, now)
        issued = child.token
      }
      await s.tx.query(
        'update auth.sessions set refreshed_at = $2::timestamptz, updated_at = $2::timestamptz where id = $1',
        [session.id, iso(now)],
      )
      return tokenResponse(app, s.tx, user, session, issued)
    })
  } catch (e) {
    if (e instanceof CommitThenFail) {
      // Possible token theft: GoTrue revokes the whole token family (the session's tokens), commits,
      // and then answers with the error.
      if (app.config.refreshTokenRotationEnabled) {
        await app.db.query(
          `update auth.refresh_tokens set revoked = true, updated_at = $2
            where session_id = (select session_id from auth.refresh_tokens where token = $1) and revoked = false`,
          [p.refresh_token, iso(app.now())],
        )
      }
      throw e.error
    }
    throw e
  }
  ok(ctx, result)
}

async function pkceGrant(ctx: Ctx) {
  const app = ctx.app
  const p = await readParams(ctx, 'PKCEGrantParams', { auth_code: 'string', code_verifier: 'string' })
  if (p.auth_code === '' || p.code_verifier === '') {
    throw badRequest(
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    )
  }
  const flow = await findFlowStateByAuthCode(app.db, p.auth_code)
  if (!flow || !flow.user_id)
    throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found')
  if (isFlowStateExpired(flow, app.config.flowStateExpirySeconds, app.now())) {
    throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired')
  }
  const user = await findUserById(app.db, flow.user_id)
  if (!user) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found')
  const mismatch = checkPkce(flow.code_challenge ?? '', flow.code_challenge_method ?? '', p.code_verifier)
  if (mismatch) throw badRequest('bad_code_verifier', mismatch)
  const token = await inTx(app, async (s) => {
    // Auth codes are single-use: the flow state row goes away with the exchange.
    const r = await s.tx.query('delete from auth.flow_state where id = $1 returning id', [flow.id])
    if (r.rows.length === 0)
      throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found')
    const t = await issueSession(ctx, s.tx, user, flow.authentication_method)
    if (flow.provider_access_token) t.provider_token = flow.provider_access_token
    if (flow.provider_refresh_token) t.provider_refresh_token = flow.provider_refresh_token
    return t
  })
  ok(ctx, token)
}

const ID_TOKEN_ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
  keycloak: 'keycloak',
  linkedin_oidc: 'https://www.linkedin.com/oauth',
  snapchat: 'https://auth.snapchat.com',
  vercel_marketplace: 'https://marketplace.vercel.com',
}

/** The emulator cannot verify real Google ID tokens offline; it answers like GoTrue does for a token it rejects. */
async function idTokenGrant(ctx: Ctx) {
  const p = await readParams(ctx, 'IdTokenGrantParams', {
    id_token: 'string',
    access_token: 'string',
    nonce: 'string',
    provider: 'string',
    client_id: 'string',
    issuer: 'string',
    link_identity: 'bool',
  })
  if (p.id_token === '') throw new OAuthError('invalid request', 'id_token required')
  if (p.provider === '' && (p.client_id === '' || p.issuer === '')) {
    throw new OAuthError('invalid request', 'provider or client_id and issuer required')
  }
  const provider = p.provider.toLowerCase()
  if (provider === 'google') {
    if (!ctx.app.config.externalGoogleEnabled) {
      throw badRequest('provider_disabled', 'Provider (issuer "https://accounts.google.com") is not enabled')
    }
    throw new OAuthError('invalid request', 'Bad ID token')
  }
  const issuer = ID_TOKEN_ISSUERS[provider]
  if (issuer)
    throw badRequest('provider_disabled', `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`)
  if (provider === '')
    throw badRequest('provider_disabled', `Provider (issuer ${JSON.stringify(p.issuer)}) is not enabled`)
  throw badRequest('validation_failed', `Custom OIDC provider ${JSON.stringify(p.provider)} not allowed`)
}
