// Refresh-token rotation with GoTrue's reuse interval, "lost answer" replays and family revocation.

import { type Services, inTransaction } from '../services'
import { type ApiError, badRequest } from '../errors'
import {
  type RefreshTokenRow,
  createRefreshToken,
  findActiveRefreshToken,
  findRefreshToken,
  revokeRefreshToken,
  revokeTokenFamily,
} from '../models/refresh-tokens'
import { findSession, markSessionRefreshed } from '../models/sessions'
import { findUserById, isBanned } from '../models/users'
import { type TokenResponse, tokenResponse } from './session'

const TOKEN_NOT_FOUND = () =>
  badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')

/** An error whose transaction must still commit (the family revocation) before it is answered. */
class CommitThenFail extends Error {
  constructor(readonly error: ApiError) {
    super(error.message)
  }
}

/** Refresh tokens are 12 characters of [a-z0-9] (GoTrue v1); anything else is refused before lookup. */
function checkTokenShape(token: string) {
  if (!/^[a-z0-9]{12}$/.test(token)) throw badRequest('validation_failed', 'Refresh token is not valid')
}

/**
 * What a revoked token gets: the session's current token, never a new one. Minting from a revoked
 * token would fork the chain, and after a family revocation it would hand whoever holds the stolen
 * token a fresh, unrevoked chain.
 */
function currentTokenFor(
  services: Services,
  token: RefreshTokenRow,
  active: RefreshTokenRow | null,
  now: number,
): string {
  // The client lost the answer to its last refresh. GoTrue allows this replay for as long as the
  // child is the active token (tokens/service.go RefreshTokenGrant: the parent-of-active rule for
  // v1 tokens, a counter difference of 1 for v2).
  if (active && active.parent === token.token) return active.token
  // Concurrent refreshes inside the reuse interval converge on the current token, as GoTrue's v2
  // tokens do (RefreshTokenGrant's reuseAllowed branch). Its v1 branch swaps the revoked token for
  // a second child instead, which is the fork this avoids.
  const reuseUntil = token.updated_at.getTime() + services.config.refreshTokenReuseIntervalSeconds * 1000
  if (active && now <= reuseUntil) return active.token
  throw new CommitThenFail(badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'))
}

async function rotate(services: Services, presented: string): Promise<TokenResponse> {
  return inTransaction(services, async ({ tx }) => {
    const now = services.now()
    const token = await findRefreshToken(tx, presented)
    if (!token) throw TOKEN_NOT_FOUND()
    const session = await findSession(tx, token.session_id)
    if (!session) throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found')
    const user = await findUserById(tx, token.user_id)
    if (!user) throw TOKEN_NOT_FOUND()
    let issued: string
    if (token.revoked) {
      issued = currentTokenFor(services, token, await findActiveRefreshToken(tx, session.id), now)
    } else {
      await revokeRefreshToken(tx, token.id, now)
      issued = (await createRefreshToken(tx, user.id, session.id, token.token, now)).token
    }
    await markSessionRefreshed(tx, session.id, now)
    return tokenResponse(services, tx, user, session, issued)
  })
}

/** grant_type=refresh_token */
export async function refreshSession(services: Services, presented: string): Promise<TokenResponse> {
  checkTokenShape(presented)
  const found = await findRefreshToken(services.db, presented)
  if (!found) throw TOKEN_NOT_FOUND()
  const owner = await findUserById(services.db, found.user_id)
  if (!owner) throw TOKEN_NOT_FOUND()
  if (isBanned(owner, services.now())) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned')
  try {
    return await rotate(services, presented)
  } catch (error) {
    if (!(error instanceof CommitThenFail)) throw error
    // Possible token theft: GoTrue revokes the whole token family (the session's tokens), commits,
    // and then answers with the error.
    if (services.config.refreshTokenRotationEnabled)
      await revokeTokenFamily(services.db, presented, services.now())
    throw error.error
  }
}
