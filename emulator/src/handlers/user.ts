// GET /user, PUT /user, POST /logout, GET /reauthenticate.

import { type App } from '../app'
import { inTransaction } from '../services'
import { hashPassword, verifyPassword } from '../crypto'
import { badRequest, forbidden, unprocessable } from '../errors'
import { loadUserJson } from '../flows/accounts'
import { authenticate } from '../flows/authenticate'
import { sendReauthentication } from '../flows/mails'
import { changeEmail, changePassword } from '../flows/user-update'
import { type Reply, emptyReply, jsonReply } from '../http/reply'
import { audienceOf } from '../jwt'
import { type Json, mergeMetadata } from '../models/json'
import { deleteOtherSessions, deleteSession, deleteUserSessions } from '../models/sessions'
import { findDuplicateEmailUser, updateUser } from '../models/users'
import { checkPasswordStrength, validateEmail, validatePhone, validatePkceParams } from '../validation'
import { PKCE_PARAMS, challengeOf } from './support/pkce-params'
import { type ApiRequest, limitByAddress, readParams, redirectTarget, requestAud } from './support/request'

const signedIn = (app: App, request: ApiRequest) => authenticate(app.services, request.headers.authorization)

export async function getUserHandler(app: App, request: ApiRequest): Promise<Reply> {
  const { claims, user } = await signedIn(app, request)
  const aud = requestAud(app, claims)
  const fromClaims = audienceOf(claims)
  if (fromClaims.length === 0 || aud !== fromClaims[0]) {
    throw badRequest('validation_failed', "Token audience doesn't match request audience")
  }
  return jsonReply(await loadUserJson(app.services.db, user))
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

export async function updateUserHandler(app: App, request: ApiRequest): Promise<Reply> {
  const { claims, user, session } = await signedIn(app, request)
  limitByAddress(app, request, app.limiters.otp)
  const aud = requestAud(app, claims)
  const params = await readParams(request, 'UserUpdateParams', UPDATE_SPEC)
  const email = params.email === '' ? '' : validateEmail(params.email)
  const password = params.password
  if (params.phone !== '') validatePhone(params.phone)
  if (password !== undefined) checkPasswordStrength(app.services.config, password)

  const isAdmin =
    user.aud === app.services.config.jwtAud && app.services.config.jwtAdminRoles.includes(user.role ?? '')
  if (params.app_metadata !== undefined && !isAdmin) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges')
  }
  if (user.is_anonymous && password && email === '' && params.phone === '') {
    throw unprocessable(
      'validation_failed',
      'Updating password of an anonymous user without an email or phone is not allowed',
    )
  }
  if (
    email !== '' &&
    email !== (user.email ?? '') &&
    (await findDuplicateEmailUser(app.services.db, email, aud, user.id))
  ) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered')
  }
  if (params.phone !== '' && params.phone !== (user.phone ?? '')) {
    // Phone changes need an SMS provider, which the emulator does not have.
    throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
  }
  validatePkceParams(params.code_challenge_method, params.code_challenge)
  if (password && user.encrypted_password && (await verifyPassword(password, user.encrypted_password))) {
    throw unprocessable('same_password', 'New password should be different from the old password.')
  }
  const passwordHash =
    password === undefined ? null : await hashPassword(password, app.services.config.bcryptCost)
  const redirectTo = redirectTarget(app, request)
  const challenge = challengeOf(params)

  const updated = await inTransaction(app.services, async (scope) => {
    const now = app.services.now()
    let changed = user
    if (passwordHash !== null) changed = await changePassword(scope, changed, session, passwordHash, now)
    if (params.data !== undefined) {
      const metadata = mergeMetadata(changed.raw_user_meta_data, params.data)
      changed = await updateUser(scope.tx, changed.id, { raw_user_meta_data: metadata }, now)
    }
    if (params.app_metadata !== undefined) {
      const metadata = mergeMetadata(changed.raw_app_meta_data, params.app_metadata)
      changed = await updateUser(scope.tx, changed.id, { raw_app_meta_data: metadata }, now)
    }
    if (email !== '' && email !== (changed.email ?? '')) {
      changed = await changeEmail(app.services, scope, changed, email, challenge, redirectTo)
    }
    return loadUserJson(scope.tx, changed)
  })
  return jsonReply(updated)
}

const LOGOUT_SCOPES = new Map<string, 'global' | 'local' | 'others'>([
  ['', 'global'],
  ['global', 'global'],
  ['local', 'local'],
  ['others', 'others'],
])

export async function logoutHandler(app: App, request: ApiRequest): Promise<Reply> {
  const { user, session } = await signedIn(app, request)
  const scopeParam = request.query.get('scope') ?? ''
  const scope = LOGOUT_SCOPES.get(scopeParam)
  if (!scope) throw badRequest('validation_failed', `Unsupported logout scope ${JSON.stringify(scopeParam)}`)
  await inTransaction(app.services, async ({ tx }) => {
    if (session && scope === 'local') return deleteSession(tx, session.id)
    if (session && scope === 'others') return deleteOtherSessions(tx, session.id, user.id)
    return deleteUserSessions(tx, user.id)
  })
  return emptyReply(204, {})
}

export async function reauthenticateHandler(app: App, request: ApiRequest): Promise<Reply> {
  const { user } = await signedIn(app, request)
  if (!user.email && !user.phone) {
    throw badRequest(
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    )
  }
  if (!user.email) throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
  if (!user.email_confirmed_at) throw unprocessable('email_not_confirmed', 'Please verify your email first.')
  await inTransaction(app.services, (scope) => sendReauthentication(app.services, scope, user))
  const empty: Json = {}
  return jsonReply(empty)
}
