// POST /token?grant_type=password|refresh_token|pkce (and GoTrue's answers for id_token and web3).

import { type App, type LimitBucket } from '../app'
import { OAuthError, badRequest, unprocessable } from '../errors'
import { refreshSession } from '../flows/refresh'
import { exchangeAuthCode, signInWithPassword } from '../flows/token-grants'
import { type Reply, jsonReply } from '../http/reply'
import { type ApiRequest, readParams, requestAud } from './support/request'

type Grant = (app: App, request: ApiRequest) => Promise<Reply>

const GRANTS = new Map<string, Grant>([
  ['password', passwordGrant],
  ['refresh_token', refreshTokenGrant],
  ['pkce', pkceGrant],
  ['id_token', idTokenGrant],
])

/** GoTrue limits /token in its handler, once the grant type is known: unknown ones are not counted. */
export async function tokenBucket(_app: App, request: ApiRequest): Promise<LimitBucket | null> {
  return GRANTS.has(request.query.get('grant_type') ?? '') ? 'token' : null
}

export async function tokenHandler(app: App, request: ApiRequest): Promise<Reply> {
  const grantType = request.query.get('grant_type') ?? ''
  if (grantType === 'web3') throw unprocessable('web3_provider_disabled', 'Web3 provider is disabled')
  const grant = GRANTS.get(grantType)
  if (!grant) throw badRequest('invalid_credentials', 'unsupported_grant_type')
  return grant(app, request)
}

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
  const credentials = { email: params.email, password: params.password, aud }
  return jsonReply(await signInWithPassword(app.services, credentials, request.client))
}

async function refreshTokenGrant(app: App, request: ApiRequest): Promise<Reply> {
  const params = await readParams(request, 'RefreshTokenGrantParams', { refresh_token: 'string' })
  return jsonReply(await refreshSession(app.services, params.refresh_token))
}

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
  const exchange = { authCode: params.auth_code, codeVerifier: params.code_verifier }
  return jsonReply(await exchangeAuthCode(app.services, exchange, request.client))
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
