// GET /health, /settings, /.well-known/jwks.json, and GoTrue-shaped answers for what the
// emulator does not implement (MFA factors, identity linking, SSO, the admin API).

import { type Ctx, ok } from '../app'
import { JwtError, verifyHs256 } from '../jwt'
import { isUuid } from '../crypto'
import { forbidden, notFound, unauthorized, unprocessable, badRequest } from '../errors'
import { requireAuth } from '../tokens'
import { readParams } from './common'

export async function healthHandler(ctx: Ctx) {
  ok(ctx, {
    version: 'emulator',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  })
}

export async function settingsHandler(ctx: Ctx) {
  const c = ctx.app.config
  const off = false
  ok(ctx, {
    external: {
      anonymous_users: c.externalAnonymousUsersEnabled,
      apple: off,
      azure: off,
      bitbucket: off,
      discord: off,
      facebook: off,
      snapchat: off,
      figma: off,
      fly: off,
      github: c.externalGithubEnabled,
      gitlab: off,
      google: c.externalGoogleEnabled,
      keycloak: off,
      kakao: off,
      linkedin: off,
      linkedin_oidc: off,
      notion: off,
      spotify: off,
      slack: off,
      slack_oidc: off,
      workos: off,
      twitch: off,
      twitter: off,
      x: off,
      email: c.externalEmailEnabled,
      phone: off,
      zoom: off,
    },
    disable_signup: c.disableSignup,
    mailer_autoconfirm: c.mailerAutoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  })
}

export async function jwksHandler(ctx: Ctx) {
  // Only an HS256 secret is configured, and symmetric keys are never published.
  ctx.res.setHeader('Cache-Control', 'public, max-age=600')
  ok(ctx, { keys: [] })
}

async function requireNotAnonymous(ctx: Ctx) {
  const { user } = await requireAuth(ctx)
  if (user.is_anonymous)
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions')
  return user
}

export async function enrollFactorHandler(ctx: Ctx) {
  await requireNotAnonymous(ctx)
  const p = await readParams(ctx, 'EnrollFactorParams', {
    friendly_name: 'string',
    factor_type: 'string',
    issuer: 'string',
    phone: 'string',
  })
  switch (p.factor_type) {
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
export async function factorHandler(ctx: Ctx) {
  await requireNotAnonymous(ctx)
  if (!isUuid(ctx.params.factorId ?? '')) throw notFound('validation_failed', 'factor_id must be an UUID')
  throw notFound('mfa_factor_not_found', 'Factor not found')
}

export async function identitiesHandler(ctx: Ctx) {
  await requireAuth(ctx)
  throw notFound('manual_linking_disabled', 'Manual linking is disabled')
}

export async function ssoHandler(_ctx: Ctx) {
  throw notFound('saml_provider_disabled', 'SAML 2.0 is disabled')
}

export async function oauthServerHandler(_ctx: Ctx) {
  throw notFound('feature_disabled', 'OAuth server is disabled')
}

/** requireAdminCredentials, then: the admin API is not part of the emulator. */
export async function adminHandler(ctx: Ctx) {
  const m = /^bearer\s+(\S+)\s*$/i.exec(ctx.req.headers.authorization ?? '')
  if (!m) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token')
  let claims: Record<string, unknown>
  try {
    claims = verifyHs256(m[1] as string, ctx.app.config.jwtSecret, Math.floor(ctx.app.now() / 1000))
  } catch (e) {
    const detail = e instanceof JwtError ? e.message : 'token is malformed'
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`)
  }
  if (!ctx.app.config.jwtAdminRoles.includes(String(claims.role ?? ''))) {
    throw forbidden('not_admin', 'User not allowed')
  }
  throw notFound('feature_disabled', 'The admin API is not available in the local Supabase Auth emulator')
}
