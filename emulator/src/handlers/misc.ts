// GET /health, /settings, /.well-known/jwks.json, and GoTrue-shaped answers for what the
// emulator does not implement (MFA factors, identity linking, SSO, parts of the admin API).

import { type App } from '../app'
import { isUuid } from '../crypto'
import { badRequest, notFound, unprocessable } from '../errors'
import { type Reply, jsonReply } from '../http/reply'
import { type ApiRequest, readParams } from './support/request'

export async function healthHandler(): Promise<Reply> {
  return jsonReply({
    version: 'emulator',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  })
}

/** Providers GoTrue lists in /settings that the emulator never enables. */
const ALWAYS_OFF = [
  'apple azure bitbucket discord facebook snapchat figma fly',
  'gitlab keycloak kakao linkedin linkedin_oidc notion spotify slack slack_oidc workos twitch twitter x phone zoom',
]
  .join(' ')
  .split(' ')

export async function settingsHandler(app: App): Promise<Reply> {
  const config = app.services.config
  const external: Record<string, boolean> = Object.fromEntries(ALWAYS_OFF.map((name) => [name, false]))
  Object.assign(external, {
    anonymous_users: config.externalAnonymousUsersEnabled,
    github: config.externalGithubEnabled,
    google: config.externalGoogleEnabled,
    email: config.externalEmailEnabled,
  })
  return jsonReply({
    external,
    disable_signup: config.disableSignup,
    mailer_autoconfirm: config.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  })
}

export async function jwksHandler(): Promise<Reply> {
  // Only an HS256 secret is configured, and symmetric keys are never published.
  return jsonReply({ keys: [] }, 200, { 'Cache-Control': 'public, max-age=600' })
}

export async function enrollFactorHandler(_app: App, request: ApiRequest): Promise<Reply> {
  const params = await readParams(request, 'EnrollFactorParams', {
    friendly_name: 'string',
    factor_type: 'string',
    issuer: 'string',
    phone: 'string',
  })
  switch (params.factor_type) {
    case 'phone':
      throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
    case 'totp':
      throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP')
    case 'webauthn':
      throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn')
    default:
      throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn')
  }
}

/** /factors/{id}/challenge, /verify and DELETE: no factor can exist, so loadFactor fails. */
export async function factorHandler(_app: App, request: ApiRequest): Promise<Reply> {
  if (!isUuid(request.params.factorId ?? '')) throw notFound('validation_failed', 'factor_id must be an UUID')
  throw notFound('mfa_factor_not_found', 'Factor not found')
}

export async function identitiesHandler(): Promise<Reply> {
  throw notFound('manual_linking_disabled', 'Manual linking is disabled')
}

export async function ssoHandler(): Promise<Reply> {
  throw notFound('saml_provider_disabled', 'SAML 2.0 is disabled')
}

/** /passkeys/*: GoTrue's requirePasskeyEnabled answers before anything else. */
export async function passkeysHandler(): Promise<Reply> {
  throw notFound('passkey_disabled', 'Passkeys are disabled')
}

/** The OAuth server (and, after the admin check, its /admin/oauth clients): GoTrue's requireOAuthServerEnabled. */
export async function oauthServerHandler(): Promise<Reply> {
  throw notFound('feature_disabled', 'OAuth server is disabled')
}

/** The rest of /admin (audit log, SSO providers, custom providers, passkeys): not emulated. */
export async function adminHandler(): Promise<Reply> {
  throw notFound(
    'feature_disabled',
    'This admin endpoint is not available in the local Supabase Auth emulator',
  )
}
