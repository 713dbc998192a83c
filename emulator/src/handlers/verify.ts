// GET /verify (the links in mails: 303 redirects) and POST /verify (token hash or 6-digit code).

import { type Ctx, inTx, limit, ok, redirect } from '../app'
import { tokenHash } from '../crypto'
import { type Queryable } from '../db'
import { ApiError, badRequest, forbidden, isUniqueViolation, oauthErrorFor, unprocessable } from '../errors'
import {
  type OneTimeTokenType,
  type UserRow,
  clearAllOneTimeTokens,
  clearOneTimeToken,
  confirmUser,
  createIdentity,
  findIdentities,
  findIdentity,
  findLatestFlowStateForUser,
  findUserByEmail,
  findUserByTokenHash,
  findUserById,
  isBanned,
  isEmailConfirmed,
  isPkceFlowState,
  iso,
  refreshProviders,
  updateIdentityData,
  updateUser,
} from '../models'
import { goEncode, withFragment, withQuery } from '../redirect'
import { type TokenResponse, issueSession, requestAud } from '../tokens'
import { type FlowType, readParams, validateEmail, validatePhone } from './common'

const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

const LINK_EXPIRED = 'Email link is invalid or has expired'
const TOKEN_EXPIRED = 'Token has expired or is invalid'

/** The authentication method a PKCE email flow of this type was started with. */
function authMethodFor(type: string): string | null {
  if (type.endsWith('signup')) return 'email/signup'
  switch (type) {
    case 'recovery':
    case 'invite':
    case 'magiclink':
    case 'email_change':
      return type
    default:
      return null
  }
}

function isOtpExpired(sentAt: Date | null, otpExpSeconds: number, now: number): boolean {
  return !sentAt || now > sentAt.getTime() + otpExpSeconds * 1000
}

/** verifyTokenHash: finds the user by the link's token hash; returns the user and the effective type. */
async function verifyTokenHash(
  ctx: Ctx,
  q: Queryable,
  type: string,
  hash: string,
): Promise<{ user: UserRow; type: string }> {
  const app = ctx.app
  let types: OneTimeTokenType[]
  switch (type) {
    case 'email':
      types = ['confirmation_token', 'recovery_token']
      break
    case 'signup':
    case 'invite':
      types = ['confirmation_token']
      break
    case 'recovery':
    case 'magiclink':
      types = ['recovery_token']
      break
    case 'email_change':
      types = ['email_change_token_current', 'email_change_token_new']
      break
    default:
      throw badRequest('validation_failed', 'Invalid email verification type')
  }
  const found = await findUserByTokenHash(q, hash, types)
  if (!found) throw forbidden('otp_expired', LINK_EXPIRED)
  const user = found.user
  if (isBanned(user, app.now())) throw forbidden('user_banned', 'User is banned')
  let effective = type
  let sentAt: Date | null
  if (type === 'email') {
    effective = found.type === 'recovery_token' ? 'magiclink' : 'signup'
    sentAt = found.type === 'recovery_token' ? user.recovery_sent_at : user.confirmation_sent_at
  } else if (type === 'signup' || type === 'invite') sentAt = user.confirmation_sent_at
  else if (type === 'recovery' || type === 'magiclink') sentAt = user.recovery_sent_at
  else sentAt = user.email_change_sent_at
  if (isOtpExpired(sentAt, app.config.mailerOtpExp, app.now())) throw forbidden('otp_expired', LINK_EXPIRED)
  return { user, type: effective }
}

const otpMatches = (actual: string, expected: string) =>
  expected !== '' && (actual === expected || `pkce_${actual}` === expected)

/** verifyUserAndToken: email + 6-digit code. */
async function verifyUserAndToken(
  ctx: Ctx,
  q: Queryable,
  type: string,
  email: string,
  hash: string,
): Promise<{ user: UserRow; type: string }> {
  const app = ctx.app
  const aud = requestAud(ctx)
  const now = app.now()
  const exp = app.config.mailerOtpExp
  let user: UserRow | null
  if (type === 'email_change') {
    const r = await q.query<UserRow>(
      `select * from auth.users where aud = $2 and is_sso_user = false
         and (lower(email) = lower($1) or lower(email_change) = lower($1)) limit 1`,
      [email, aud],
    )
    user = r.rows[0] ?? null
  } else {
    user = await findUserByEmail(q, email, aud)
  }
  if (!user) throw forbidden('otp_expired', TOKEN_EXPIRED)
  if (isBanned(user, now)) throw forbidden('user_banned', 'User is banned')
  let effective = type
  let valid = false
  const confirmationOk =
    otpMatches(hash, user.confirmation_token) && !isOtpExpired(user.confirmation_sent_at, exp, now)
  const recoveryOk = otpMatches(hash, user.recovery_token) && !isOtpExpired(user.recovery_sent_at, exp, now)
  switch (type) {
    case 'email':
      if (confirmationOk) {
        valid = true
        effective = 'signup'
      } else if (recoveryOk) {
        valid = true
        effective = 'magiclink'
      }
      break
    case 'signup':
    case 'invite':
      valid = confirmationOk
      break
    case 'recovery':
    case 'magiclink':
      valid = recoveryOk
      break
    case 'email_change':
      valid =
        !isOtpExpired(user.email_change_sent_at, exp, now) &&
        (otpMatches(hash, user.email_change_token_current) || otpMatches(hash, user.email_change_token_new))
      break
  }
  if (!valid) throw forbidden('otp_expired', TOKEN_EXPIRED)
  return { user, type: effective }
}

async function signupVerify(q: Queryable, user: UserRow, now: number): Promise<UserRow> {
  const u = await confirmUser(q, user, now)
  for (const identity of await findIdentities(q, u.id)) {
    if (identity.email && u.email && identity.email === u.email.toLowerCase()) {
      await updateIdentityData(q, identity, { email_verified: true }, now)
    }
  }
  return u
}

async function recoverVerify(q: Queryable, user: UserRow, now: number): Promise<UserRow> {
  let u = await updateUser(q, user.id, { recovery_token: '' }, now)
  await clearAllOneTimeTokens(q, u.id)
  if (!isEmailConfirmed(u)) u = await confirmUser(q, u, now)
  return u
}

/** Applies a pending email change (GoTrue's ConfirmEmailChange + the email identity update). */
export async function applyEmailChange(q: Queryable, user: UserRow, now: number): Promise<UserRow | null> {
  const newEmail = user.email_change
  if (!newEmail) return null
  const identity = await findIdentity(q, user.id, 'email')
  if (identity) {
    await updateIdentityData(q, identity, { email: newEmail, email_verified: true }, now)
  } else {
    await createIdentity(
      q,
      user.id,
      'email',
      { email: newEmail, email_verified: true, phone_verified: false, sub: user.id },
      now,
    )
  }
  let u = await updateUser(
    q,
    user.id,
    {
      email: newEmail,
      email_change: '',
      email_change_token_current: '',
      email_change_token_new: '',
      email_change_confirm_status: 0,
      is_anonymous: false,
    },
    now,
  )
  await clearAllOneTimeTokens(q, u.id)
  if (!isEmailConfirmed(u)) u = await confirmUser(q, u, now)
  return u
}

/** emailChangeVerify: with secure email change, the first of the two links only records itself. */
async function emailChangeVerify(
  ctx: Ctx,
  q: Queryable,
  user: UserRow,
  hash: string,
): Promise<UserRow | null> {
  const app = ctx.app
  const now = app.now()
  if (
    !app.config.mailerAutoconfirm &&
    app.config.mailerSecureEmailChangeEnabled &&
    user.email_change_confirm_status === 0 &&
    (user.email ?? '') !== ''
  ) {
    const fields: Partial<UserRow> = { email_change_confirm_status: 1 }
    if (otpMatches(hash, user.email_change_token_current) || hash === user.email_change_token_current) {
      fields.email_change_token_current = ''
      await clearOneTimeToken(q, user.id, 'email_change_token_current')
    } else if (otpMatches(hash, user.email_change_token_new) || hash === user.email_change_token_new) {
      fields.email_change_token_new = ''
      await clearOneTimeToken(q, user.id, 'email_change_token_new')
    }
    await updateUser(q, user.id, fields, now)
    return null
  }
  return applyEmailChange(q, user, now)
}

/** issueAuthCode: the latest flow state of this user and method gets its code "issued" now. */
async function issueAuthCode(q: Queryable, user: UserRow, method: string, now: number): Promise<string> {
  const flow = await findLatestFlowStateForUser(q, user.id, method)
  if (!flow) {
    throw badRequest(
      'flow_state_not_found',
      'No associated flow state found. 422: No valid flow state found for user.',
    )
  }
  if (!isPkceFlowState(flow) || !flow.auth_code) {
    throw badRequest(
      'flow_state_not_found',
      'No associated flow state found. 422: Flow state does not have an auth code (not a PKCE flow).',
    )
  }
  await q.query('update auth.flow_state set auth_code_issued_at = $2, updated_at = $2 where id = $1', [
    flow.id,
    iso(now),
  ])
  return flow.auth_code
}

/** prepErrorRedirectURL: error in the fragment (and, for PKCE, in the query too). */
function errorRedirect(err: ApiError, redirectTo: string, flow: FlowType): string {
  const oauthError = oauthErrorFor(err.status)
  const fields: [string, string][] = []
  if (oauthError) fields.push(['error', oauthError])
  fields.push(['error_code', err.code], ['error_description', err.message])
  const fragment = goEncode([...fields, ['sb', '']])
  if (flow === 'pkce') return withQuery(redirectTo, fields, fragment)
  return withFragment(redirectTo, fragment)
}

/** prepRedirectURL: an informational message (first link of a secure email change). */
function messageRedirect(message: string, redirectTo: string, flow: FlowType): string {
  const fragment = goEncode([
    ['message', message],
    ['sb', ''],
  ])
  if (flow === 'pkce') return withQuery(redirectTo, [['message', message]], fragment)
  return withQuery(redirectTo, [], fragment)
}

function tokenFragment(t: TokenResponse, extra: [string, string][]): string {
  return goEncode([
    ...extra,
    ['access_token', t.access_token],
    ['token_type', t.token_type],
    ['expires_in', String(t.expires_in)],
    ['expires_at', String(t.expires_at)],
    ['refresh_token', t.refresh_token],
    ['sb', ''],
  ])
}

/** AccessTokenResponse.AsRedirectURL */
export function implicitRedirect(redirectTo: string, t: TokenResponse, extra: [string, string][]): string {
  return withFragment(redirectTo, tokenFragment(t, extra))
}

function dbErrorToApi(e: unknown): unknown {
  if (isUniqueViolation(e)) {
    return unprocessable('email_exists', 'A user with this email address has already been registered')
  }
  return e
}

export async function verifyGetHandler(ctx: Ctx) {
  const app = ctx.app
  limit(ctx, app.limiters.verify)
  const token = ctx.query.get('token') ?? ''
  const type = ctx.query.get('type') ?? ''
  const redirectTo = app.redirects.referrer(ctx.req, ctx.query)
  if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type')
  if (token === '') throw badRequest('validation_failed', 'Verify requires a token or a token hash')
  const flow: FlowType = token.startsWith('pkce_') ? 'pkce' : 'implicit'
  const method = flow === 'pkce' ? authMethodFor(type) : null
  if (flow === 'pkce' && !method) throw badRequest('validation_failed', 'Unsupported verification type')

  let location = ''
  try {
    const outcome = await inTx(app, async (s) => {
      const now = app.now()
      const found = await verifyTokenHash(ctx, s.tx, type, token)
      let user: UserRow | null = found.user
      switch (found.type) {
        case 'signup':
        case 'invite':
          user = await signupVerify(s.tx, user, now)
          break
        case 'recovery':
        case 'magiclink':
          user = await recoverVerify(s.tx, user, now)
          break
        case 'email_change':
          user = await emailChangeVerify(ctx, s.tx, user, token)
          if (!user) return { kind: 'message', message: SINGLE_CONFIRMATION } as const
          break
        default:
          throw badRequest('validation_failed', 'Unsupported verification type')
      }
      user = await refreshProviders(s.tx, user, now)
      if (flow === 'implicit')
        return { kind: 'token', token: await issueSession(ctx, s.tx, user, 'otp') } as const
      return { kind: 'code', code: await issueAuthCode(s.tx, user, method ?? '', now) } as const
    })
    if (outcome.kind === 'message') location = messageRedirect(outcome.message, redirectTo, flow)
    else if (outcome.kind === 'token')
      location = implicitRedirect(redirectTo, outcome.token, [['type', type]])
    else location = withQuery(redirectTo, [['code', outcome.code]])
  } catch (e) {
    const err = dbErrorToApi(e)
    if (!(err instanceof ApiError)) throw err
    location = errorRedirect(err, redirectTo, flow)
  }
  redirect(ctx, location, 303)
}

export async function verifyPostHandler(ctx: Ctx) {
  const app = ctx.app
  limit(ctx, app.limiters.verify)
  const p = await readParams(ctx, 'VerifyParams', {
    type: 'string',
    token: 'string',
    token_hash: 'string',
    email: 'string',
    phone: 'string',
    redirect_to: 'string',
  })
  if (p.type === '') throw badRequest('validation_failed', 'Verify requires a verification type')
  if ((p.token === '' && p.token_hash === '') || (p.token !== '' && p.token_hash !== '')) {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash')
  }
  let email = ''
  let hash = p.token_hash
  if (p.token !== '') {
    if (p.phone !== '' && p.email === '') {
      // SMS verification: the emulator has no phone users, so no code can match.
      validatePhone(p.phone)
      throw forbidden('otp_expired', TOKEN_EXPIRED)
    } else if (p.email !== '' && p.phone === '') {
      try {
        email = validateEmail(p.email)
      } catch {
        throw unprocessable('validation_failed', 'Invalid email format')
      }
      hash = tokenHash(email, p.token)
    } else {
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on verify',
      )
    }
  } else if (p.email !== '' || p.phone !== '' || p.redirect_to !== '') {
    throw badRequest('validation_failed', 'Only the token_hash and type should be provided')
  }

  let result: TokenResponse | null
  try {
    result = await inTx(app, async (s) => {
      const now = app.now()
      const found =
        p.token_hash !== ''
          ? await verifyTokenHash(ctx, s.tx, p.type, hash)
          : await verifyUserAndToken(ctx, s.tx, p.type, email, hash)
      let user: UserRow | null = found.user
      switch (found.type) {
        case 'signup':
        case 'invite':
          user = await signupVerify(s.tx, user, now)
          break
        case 'recovery':
        case 'magiclink':
          user = await recoverVerify(s.tx, user, now)
          break
        case 'email_change':
          user = await emailChangeVerify(ctx, s.tx, user, hash)
          if (!user) return null
          break
        default:
          throw badRequest('validation_failed', 'Unsupported verification type')
      }
      user = await refreshProviders(s.tx, user, now)
      const fresh = (await findUserById(s.tx, user.id)) ?? user
      return issueSession(ctx, s.tx, fresh, 'otp')
    })
  } catch (e) {
    throw dbErrorToApi(e)
  }
  if (result === null) {
    ok(ctx, { code: '200', msg: SINGLE_CONFIRMATION })
    return
  }
  ok(ctx, result)
}
