// POST /token?grant_type=password|refresh_token|pkce (and GoTrue's answers for id_token and web3).

import { type App } from '../app'
import { inTransaction } from '../services'
import { checkPkce, verifyAgainstNothing, verifyPassword } from '../crypto'
import { OAuthError, badRequest, notFound, unprocessable } from '../errors'
import { refreshSession } from '../flows/refresh'
import { issueSession } from '../flows/session'
import { type Reply, jsonReply } from '../http/reply'
import { consumeFlowState, findFlowStateByAuthCode, isFlowStateExpired } from '../models/flow-state'
import { findUserByEmail, findUserById, isBanned, isEmailConfirmed } from '../models/users'
import { weakPasswordInfo } from '../validation'
import { type ApiRequest, type Handler, limitByAddress, readParams, requestAud } from './support/request'

const GRANTS: Record<string, Handler> = {
  password: passwordGrant,
  refresh_token: refreshTokenGrant,
  pkce: pkceGrant,
  id_token: idTokenGrant,
}

export async function tokenHandler(app: App, request: ApiRequest): Promise<Reply> {
  const grantType = request.query.get('grant_type') ?? ''
  if (grantType === 'web3') throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled')
  const grant = Object.hasOwn(GRANTS, grantType) ? GRANTS[grantType] : undefined
  if (!grant) throw badRequest('invalid_credentials', 'unsupported_grant_type')
  limitByAddress(app, request, app.limiters.token)
  return grant(app, request)
}

const INVALID_LOGIN = 'Invalid login credentials'

async function passwordGrant(app: App, request: ApiRequest): Promise<Reply> {
  const params = await readParams(request, 'PasswordGrantParams', {
    email: 'string',
    phone: 'string',
    password: 'string',
  })
  const aud = requestAud(app)
  if (params.email !== '' && params.phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    )
  }
  if (params.phone !== '') throw unprocessable('phone_provider_disabled', 'Phone logins are disabled')
  if (params.email === '') throw badRequest('validation_failed', 'missing email or phone')
  if (!app.services.config.externalEmailEnabled)
    throw unprocessable('email_provider_disabled', 'Email logins are disabled')
  const user = await findUserByEmail(app.services.db, params.email, aud)
  if (!user || !user.encrypted_password) {
    await verifyAgainstNothing(params.password, app.services.config.bcryptCost)
    throw badRequest('invalid_credentials', INVALID_LOGIN)
  }
  // Before the password, as GoTrue's ResourceOwnerPasswordGrant (api/token.go) checks it: anyone
  // can learn that an address belongs to a banned user, with any password.
  if (isBanned(user, app.services.now())) throw badRequest('user_banned', 'User is banned')
  if (!(await verifyPassword(params.password, user.encrypted_password))) {
    throw badRequest('invalid_credentials', INVALID_LOGIN)
  }
  if (!isEmailConfirmed(user)) throw badRequest('email_not_confirmed', 'Email not confirmed')
  const weakPassword = weakPasswordInfo(app.services.config, params.password)
  const session = await inTransaction(app.services, ({ tx }) =>
    issueSession(app.services, tx, user, 'password', request.client),
  )
  if (weakPassword) session.weak_password = weakPassword
  return jsonReply(session)
}

async function refreshTokenGrant(app: App, request: ApiRequest): Promise<Reply> {
  const params = await readParams(request, 'RefreshTokenGrantParams', { refresh_token: 'string' })
  return jsonReply(await refreshSession(app.services, params.refresh_token))
}

const NO_FLOW_STATE = () => notFound('flow_state_not_found', 'invalid flow state, no valid flow state found')

async function pkceGrant(app: App, request: ApiRequest): Promise<Reply> {
  const params = await readParams(request, 'PKCEGrantParams', {
    auth_code: 'string',
    code_verifier: 'string',
  })
  if (params.auth_code === '' || params.code_verifier === '') {
    throw badRequest(
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    )
  }
  const flow = await findFlowStateByAuthCode(app.services.db, params.auth_code)
  if (!flow || !flow.user_id) throw NO_FLOW_STATE()
  if (isFlowStateExpired(flow, app.services.config.flowStateExpirySeconds, app.services.now())) {
    throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired')
  }
  const user = await findUserById(app.services.db, flow.user_id)
  if (!user) throw NO_FLOW_STATE()
  const mismatch = checkPkce(
    flow.code_challenge ?? '',
    flow.code_challenge_method ?? '',
    params.code_verifier,
  )
  if (mismatch) throw badRequest('bad_code_verifier', mismatch)
  const session = await inTransaction(app.services, async ({ tx }) => {
    // Auth codes are single-use: the flow state row goes away with the exchange.
    if (!(await consumeFlowState(tx, flow.id))) throw NO_FLOW_STATE()
    const issued = await issueSession(app.services, tx, user, flow.authentication_method, request.client)
    if (flow.provider_access_token) issued.provider_token = flow.provider_access_token
    if (flow.provider_refresh_token) issued.provider_refresh_token = flow.provider_refresh_token
    return issued
  })
  return jsonReply(session)
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

const providerDisabled = (issuer: string) =>
  badRequest('provider_disabled', `Provider (issuer ${JSON.stringify(issuer)}) is not enabled`)

/** The emulator cannot verify real Google ID tokens offline; it answers like GoTrue does for a token it rejects. */
async function idTokenGrant(app: App, request: ApiRequest): Promise<Reply> {
  const params = await readParams(request, 'IdTokenGrantParams', {
    id_token: 'string',
    access_token: 'string',
    nonce: 'string',
    provider: 'string',
    client_id: 'string',
    issuer: 'string',
    link_identity: 'bool',
  })
  if (params.id_token === '') throw new OAuthError('invalid request', 'id_token required')
  if (params.provider === '' && (params.client_id === '' || params.issuer === '')) {
    throw new OAuthError('invalid request', 'provider or client_id and issuer required')
  }
  const provider = params.provider.toLowerCase()
  if (provider === 'google') {
    if (!app.services.config.externalGoogleEnabled) throw providerDisabled('https://accounts.google.com')
    throw new OAuthError('invalid request', 'Bad ID token')
  }
  const issuer = Object.hasOwn(ID_TOKEN_ISSUERS, provider) ? ID_TOKEN_ISSUERS[provider] : undefined
  if (issuer) throw providerDisabled(issuer)
  if (provider === '') throw providerDisabled(params.issuer)
  throw badRequest('validation_failed', `Custom OIDC provider ${JSON.stringify(params.provider)} not allowed`)
}
