// The grants of POST /token that sign in: the password (GoTrue's ResourceOwnerPasswordGrant) and
// the PKCE code exchange (PKCE grant). Refresh tokens rotate in refresh.ts.

import { checkPkce, verifyAgainstNothing, verifyPassword } from '../crypto'
import { badRequest, notFound, unprocessable } from '../errors'
import { consumeFlowState, findFlowStateByAuthCode, isFlowStateExpired } from '../models/flow-state'
import { findUserByEmail, findUserById, isBanned, isEmailConfirmed } from '../models/users'
import { type Services, inTransaction } from '../services'
import { weakPasswordInfo } from '../validation'
import { type SessionClient, type TokenResponse, issueSession } from './session'

const INVALID_LOGIN = 'Invalid login credentials'

export async function signInWithPassword(
  services: Services,
  credentials: { email: string; password: string; aud: string },
  client: SessionClient,
): Promise<TokenResponse> {
  const { config } = services
  if (!config.externalEmailEnabled)
    throw unprocessable('email_provider_disabled', 'Email logins are disabled')
  const user = await findUserByEmail(services.db, credentials.email, credentials.aud)
  if (!user || !user.encrypted_password) {
    await verifyAgainstNothing(credentials.password, config.bcryptCost)
    throw badRequest('invalid_credentials', INVALID_LOGIN)
  }
  // Before the password, as GoTrue's ResourceOwnerPasswordGrant (api/token.go) checks it: anyone
  // can learn that an address belongs to a banned user, with any password.
  if (isBanned(user, services.now())) throw badRequest('user_banned', 'User is banned')
  if (!(await verifyPassword(credentials.password, user.encrypted_password))) {
    throw badRequest('invalid_credentials', INVALID_LOGIN)
  }
  if (!isEmailConfirmed(user)) throw badRequest('email_not_confirmed', 'Email not confirmed')
  const weakPassword = weakPasswordInfo(config, credentials.password)
  const session = await inTransaction(services, ({ tx }) =>
    issueSession(services, tx, user, 'password', client),
  )
  if (weakPassword) session.weak_password = weakPassword
  return session
}

const NO_FLOW_STATE = () => notFound('flow_state_not_found', 'invalid flow state, no valid flow state found')

/** The auth code of a PKCE flow, once, for the verifier that matches its challenge. */
export async function exchangeAuthCode(
  services: Services,
  exchange: { authCode: string; codeVerifier: string },
  client: SessionClient,
): Promise<TokenResponse> {
  const flow = await findFlowStateByAuthCode(services.db, exchange.authCode)
  if (!flow || !flow.user_id) throw NO_FLOW_STATE()
  if (isFlowStateExpired(flow, services.config.flowStateExpirySeconds, services.now())) {
    throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired')
  }
  const user = await findUserById(services.db, flow.user_id)
  if (!user) throw NO_FLOW_STATE()
  const mismatch = checkPkce(
    flow.code_challenge ?? '',
    flow.code_challenge_method ?? '',
    exchange.codeVerifier,
  )
  if (mismatch) throw badRequest('bad_code_verifier', mismatch)
  return inTransaction(services, async ({ tx }) => {
    // Auth codes are single-use: the flow state row goes away with the exchange.
    if (!(await consumeFlowState(tx, flow.id))) throw NO_FLOW_STATE()
    const issued = await issueSession(services, tx, user, flow.authentication_method, client)
    if (flow.provider_access_token) issued.provider_token = flow.provider_access_token
    if (flow.provider_refresh_token) issued.provider_refresh_token = flow.provider_refresh_token
    return issued
  })
}
