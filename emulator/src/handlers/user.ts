// GET /user, PUT /user, POST /logout, GET /reauthenticate: the signed-in user's own account.

import { type App } from '../app'
import { badRequest, forbidden, unprocessable } from '../errors'
import { accountJson } from '../flows/accounts'
import { type Authenticated } from '../flows/authenticate'
import { reauthenticate } from '../flows/mails'
import { type SignOutScope, signOut } from '../flows/session'
import { updateAccount } from '../flows/user-update'
import { type Reply, emptyReply, jsonReply } from '../http/reply'
import { audienceOf } from '../jwt'
import { checkPasswordStrength, validateEmail, validatePhone } from '../validation'
import { PKCE_PARAMS, challengeOf } from './support/pkce-params'
import { type ApiRequest, readParams, redirectTarget, requestAud } from './support/request'

export async function getUserHandler(
  app: App,
  _request: ApiRequest,
  signedIn: Authenticated,
): Promise<Reply> {
  const aud = requestAud(app, signedIn.claims)
  const fromClaims = audienceOf(signedIn.claims)
  if (fromClaims.length === 0 || aud !== fromClaims[0]) {
    throw badRequest('validation_failed', "Token audience doesn't match request audience")
  }
  return jsonReply(await accountJson(app.services, signedIn.user))
}

const UPDATE_SPEC = {
  email: 'string',
  password: 'optionalString',
  current_password: 'optionalString',
  nonce: 'string',
  data: 'object',
  app_metadata: 'object',
  phone: 'string',
  channel: 'string',
  ...PKCE_PARAMS,
} as const

export async function updateUserHandler(
  app: App,
  request: ApiRequest,
  signedIn: Authenticated,
): Promise<Reply> {
  const { claims, user } = signedIn
  const config = app.services.config
  const aud = requestAud(app, claims)
  const params = await readParams(request, 'UserUpdateParams', UPDATE_SPEC)
  const email = params.email === '' ? '' : validateEmail(params.email)
  const password = params.password
  if (params.phone !== '') validatePhone(params.phone)
  if (password !== undefined) checkPasswordStrength(config, password)

  const isAdmin = user.aud === config.jwtAud && config.jwtAdminRoles.includes(user.role ?? '')
  if (params.app_metadata !== undefined && !isAdmin) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges')
  }
  if (user.is_anonymous && password && email === '' && params.phone === '') {
    throw unprocessable(
      'validation_failed',
      'Updating password of an anonymous user without an email or phone is not allowed',
    )
  }
  const changes = {
    email,
    phone: params.phone,
    password,
    data: params.data,
    appMetadata: params.app_metadata,
    challenge: challengeOf(params),
    redirectTo: redirectTarget(app, request),
    aud,
  }
  return jsonReply(await updateAccount(app.services, signedIn, changes))
}

const LOGOUT_SCOPES = new Map<string, SignOutScope>([
  ['', 'global'],
  ['global', 'global'],
  ['local', 'local'],
  ['others', 'others'],
])

export async function logoutHandler(app: App, request: ApiRequest, signedIn: Authenticated): Promise<Reply> {
  const scopeParam = request.query.get('scope') ?? ''
  const scope = LOGOUT_SCOPES.get(scopeParam)
  if (!scope) throw badRequest('validation_failed', `Unsupported logout scope ${JSON.stringify(scopeParam)}`)
  await signOut(app.services, signedIn, scope)
  return emptyReply(204, {})
}

export async function reauthenticateHandler(
  app: App,
  _request: ApiRequest,
  signedIn: Authenticated,
): Promise<Reply> {
  await reauthenticate(app.services, signedIn.user)
  return jsonReply({})
}
