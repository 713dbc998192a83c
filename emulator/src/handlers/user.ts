// GET /user, PUT /user, POST /logout, GET /reauthenticate.

import { type Ctx, inTx, limit, noContent, ok } from '../app'
import { hashPassword, verifyPassword } from '../crypto'
import { badRequest, forbidden, unprocessable } from '../errors'
import {
  type Json,
  clearAllOneTimeTokens,
  createFlowState,
  createIdentity,
  findDuplicateEmailUser,
  findIdentity,
  loadUserJson,
  logoutAllExceptMe,
  logoutSession,
  logoutUser,
  mergeMetadata,
  refreshProviders,
  updateUser,
} from '../models'
import { audienceOf } from '../jwt'
import { requestAud, requireAuth } from '../tokens'
import {
  checkPasswordStrength,
  flowFromChallenge,
  readParams,
  sendEmailChange,
  sendReauthentication,
  validateEmail,
  validatePhone,
  validatePkceParams,
} from './common'
import { applyEmailChange } from './verify'

export async function getUserHandler(ctx: Ctx) {
  const { claims, user } = await requireAuth(ctx)
  const aud = requestAud(ctx, claims)
  const fromClaims = audienceOf(claims)
  if (fromClaims.length === 0 || aud !== fromClaims[0]) {
    throw badRequest('validation_failed', "Token audience doesn't match request audience")
  }
  ok(ctx, await loadUserJson(ctx.app.db, user))
}

export async function updateUserHandler(ctx: Ctx) {
  const app = ctx.app
  const { claims, user, session } = await requireAuth(ctx)
  limit(ctx, app.limiters.otp)
  const aud = requestAud(ctx, claims)
  const p = await readParams(ctx, 'UserUpdateParams', {
    email: 'string',
    password: 'optionalString',
    current_password: 'optionalString',
    nonce: 'string',
    data: 'object',
    app_metadata: 'object',
    phone: 'string',
    channel: 'string',
    code_challenge: 'string',
    code_challenge_method: 'string',
  })

  let email = p.email
  if (email !== '') email = validateEmail(email)
  if (p.phone !== '') validatePhone(p.phone)
  if (p.password !== undefined) checkPasswordStrength(app, p.password)

  const isAdmin = user.aud === app.config.jwtAud && app.config.jwtAdminRoles.includes(user.role ?? '')
  if (p.app_metadata !== undefined && !isAdmin) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges')
  }
  if (user.is_anonymous && p.password !== undefined && p.password !== '' && email === '' && p.phone === '') {
    throw unprocessable(
      'validation_failed',
      'Updating password of an anonymous user without an email or phone is not allowed',
    )
  }
  if (email !== '' && email !== (user.email ?? '')) {
    if (await findDuplicateEmailUser(app.db, email, aud, user.id)) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered')
    }
  }
  if (p.phone !== '' && p.phone !== (user.phone ?? '')) {
    // Phone changes need an SMS provider, which the emulator does not have.
    throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
  }
  validatePkceParams(p.code_challenge_method, p.code_challenge)

  let newHash: string | null = null
  const addingFirstPassword = p.password !== undefined && p.password !== '' && !user.encrypted_password
  if (p.password !== undefined) {
    if (
      p.password !== '' &&
      user.encrypted_password &&
      (await verifyPassword(p.password, user.encrypted_password))
    ) {
      throw unprocessable('same_password', 'New password should be different from the old password.')
    }
    newHash = await hashPassword(p.password, app.config.bcryptCost)
  }
  const redirectTo = app.redirects.referrer(ctx.req, ctx.query)

  const updated = await inTx(app, async (s) => {
    const now = app.now()
    let u = user
    if (newHash !== null) {
      // GoTrue's UpdatePassword: pending links stop working and every other session ends.
      u = await updateUser(
        s.tx,
        u.id,
        {
          encrypted_password: newHash,
          confirmation_token: '',
          confirmation_sent_at: null,
          recovery_token: '',
          recovery_sent_at: null,
          email_change_token_current: '',
          email_change_token_new: '',
          email_change_sent_at: null,
          phone_change_token: '',
          phone_change_sent_at: null,
          reauthentication_token: '',
          reauthentication_sent_at: null,
        },
        now,
      )
      await clearAllOneTimeTokens(s.tx, u.id)
      if (session) await logoutAllExceptMe(s.tx, session.id, u.id)
      else await logoutUser(s.tx, u.id)
      if (addingFirstPassword && u.email && !(await findIdentity(s.tx, u.id, 'email'))) {
        // GoTrue's ensureEmailIdentityForPassword: a first password gives the account an email identity
        await createIdentity(
          s.tx,
          u.id,
          'email',
          { email: u.email, email_verified: u.email_confirmed_at !== null, phone_verified: false, sub: u.id },
          now,
        )
        u = await refreshProviders(s.tx, u, now)
      }
    }
    if (p.data !== undefined) {
      u = await updateUser(
        s.tx,
        u.id,
        { raw_user_meta_data: mergeMetadata(u.raw_user_meta_data, p.data) },
        now,
      )
    }
    if (p.app_metadata !== undefined) {
      u = await updateUser(
        s.tx,
        u.id,
        { raw_app_meta_data: mergeMetadata(u.raw_app_meta_data, p.app_metadata) },
        now,
      )
    }
    if (email !== '' && email !== (u.email ?? '')) {
      if (u.is_anonymous && app.config.mailerAutoconfirm) {
        u = await updateUser(s.tx, u.id, { email_change: email }, now)
        u = (await applyEmailChange(s.tx, u, now)) ?? u
      } else {
        const flow = flowFromChallenge(p.code_challenge)
        if (flow === 'pkce') {
          await createFlowState(
            s.tx,
            {
              providerType: 'email_change',
              authenticationMethod: 'email_change',
              codeChallenge: p.code_challenge,
              codeChallengeMethod: p.code_challenge_method,
              userId: u.id,
              referrer: null,
            },
            now,
          )
        }
        u = await sendEmailChange(ctx, s, u, email, flow, redirectTo)
      }
    }
    return loadUserJson(s.tx, u)
  })
  ok(ctx, updated)
}

export async function logoutHandler(ctx: Ctx) {
  const { user, session } = await requireAuth(ctx)
  const scopeParam = ctx.query.get('scope') ?? ''
  let scope: 'global' | 'local' | 'others'
  switch (scopeParam) {
    case '':
    case 'global':
      scope = 'global'
      break
    case 'local':
    case 'others':
      scope = scopeParam
      break
    default:
      throw badRequest('validation_failed', `Unsupported logout scope ${JSON.stringify(scopeParam)}`)
  }
  await inTx(ctx.app, async (s) => {
    if (session && scope === 'local') return logoutSession(s.tx, session.id)
    if (session && scope === 'others') return logoutAllExceptMe(s.tx, session.id, user.id)
    return logoutUser(s.tx, user.id)
  })
  noContent(ctx)
}

export async function reauthenticateHandler(ctx: Ctx) {
  const { user } = await requireAuth(ctx)
  if (!user.email && !user.phone) {
    throw badRequest(
      'validation_failed',
      'Reauthentication requires the user to have an email or a phone number',
    )
  }
  if (user.email) {
    if (!user.email_confirmed_at)
      throw unprocessable('email_not_confirmed', 'Please verify your email first.')
    await inTx(ctx.app, (s) => sendReauthentication(ctx, s, user))
  } else {
    throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
  }
  const out: Json = {}
  ok(ctx, out)
}
