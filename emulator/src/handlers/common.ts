// Validation and mail-sending steps shared by several endpoints (GoTrue's helpers of the same names).

import { type App, type Ctx, type Scope } from '../app'
import { newOtp, tokenHash } from '../crypto'
import { WeakPasswordError, badRequest } from '../errors'
import { checkFrequency } from '../mailer'
import { type UserRow, setOneTimeToken, updateUser } from '../models'
import { type Decoded, type Spec, decodeParams } from '../params'

const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** validateEmail: required, at most 255 characters, a valid format; returns it lower-cased. */
export function validateEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required')
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long')
  if (!EMAIL_FORMAT.test(email))
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format')
  return email.toLowerCase()
}

/** validatePhone: E.164 after removing spaces, dashes, parentheses and a leading +. */
export function validatePhone(phone: string): string {
  const formatted = phone.replace(/[\s\-()]/g, '').replace(/^\+/, '')
  if (!/^[1-9]\d{1,14}$/.test(formatted)) {
    throw badRequest('validation_failed', 'Invalid phone number format (E.164 required)')
  }
  return formatted
}

/** checkPasswordStrength: 72-byte cap (400), then length and required characters (422 weak_password). */
export function checkPasswordStrength(app: App, password: string) {
  const bytes = Buffer.byteLength(password)
  if (bytes > 72) throw badRequest('validation_failed', 'Password cannot be longer than 72 characters')
  const messages: string[] = []
  const reasons: string[] = []
  const min = app.config.passwordMinLength
  if (bytes < min) {
    reasons.push('length')
    messages.push(`Password should be at least ${min} characters.`)
  }
  const sets = app.config.passwordRequiredCharacters
  for (const set of sets) {
    if (set !== '' && ![...set].some((c) => password.includes(c))) {
      reasons.push('characters')
      messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`)
      break
    }
  }
  if (reasons.length > 0) throw new WeakPasswordError(messages.join(' '), reasons)
}

export function weakPasswordInfo(
  app: App,
  password: string,
): { message: string; reasons: string[] } | undefined {
  try {
    checkPasswordStrength(app, password)
    return undefined
  } catch (e) {
    if (e instanceof WeakPasswordError) return { message: e.message, reasons: e.reasons }
    return undefined
  }
}

const CODE_CHALLENGE = /^[a-zA-Z._~0-9-]+$/

/** validatePKCEParams: both or neither; 43–128 characters of the unreserved set. */
export function validatePkceParams(method: string, challenge: string) {
  if ((challenge === '') !== (method === '')) {
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge')
  }
  if (challenge !== '') {
    if (challenge.length < 43 || challenge.length > 128) {
      throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters')
    }
    if (!CODE_CHALLENGE.test(challenge)) {
      throw badRequest(
        'validation_failed',
        'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
      )
    }
    if (!['s256', 'plain'].includes(method.toLowerCase())) {
      throw badRequest('validation_failed', 'Invalid code_challenge_method')
    }
  }
}

export type FlowType = 'pkce' | 'implicit'
export const flowFromChallenge = (challenge: string): FlowType => (challenge !== '' ? 'pkce' : 'implicit')
const withFlowPrefix = (hash: string, flow: FlowType) => (flow === 'pkce' ? `pkce_${hash}` : hash)

/** sendConfirmation: a new confirmation token and the sign-up mail (60 s per address by default). */
export async function sendConfirmation(
  ctx: Ctx,
  s: Scope,
  user: UserRow,
  flow: FlowType,
  redirectTo: string,
): Promise<UserRow> {
  const app = ctx.app
  const now = app.now()
  checkFrequency(user.confirmation_sent_at, app.config.smtpMaxFrequencySeconds, now)
  const email = user.email ?? ''
  const otp = newOtp(app.config.mailerOtpLength)
  const token = withFlowPrefix(tokenHash(email, otp), flow)
  await app.mailer.send(s, { kind: 'signup', to: email, token, code: otp, redirectTo })
  return setOneTimeToken(s.tx, user, 'confirmation_token', token, email, 'confirmation_sent_at', now)
}

/** sendPasswordRecovery / sendMagicLink: both use the recovery token slot and timer. */
export async function sendRecoveryLike(
  ctx: Ctx,
  s: Scope,
  user: UserRow,
  kind: 'recovery' | 'magiclink',
  flow: FlowType,
  redirectTo: string,
): Promise<UserRow> {
  const app = ctx.app
  const now = app.now()
  checkFrequency(user.recovery_sent_at, app.config.smtpMaxFrequencySeconds, now)
  const email = user.email ?? ''
  const otp = newOtp(app.config.mailerOtpLength)
  const token = withFlowPrefix(tokenHash(email, otp), flow)
  await app.mailer.send(s, { kind, to: email, token, code: otp, redirectTo })
  return setOneTimeToken(s.tx, user, 'recovery_token', token, email, 'recovery_sent_at', now)
}

/** sendEmailChange: a link to the new address and (secure email change) one to the current address. */
export async function sendEmailChange(
  ctx: Ctx,
  s: Scope,
  user: UserRow,
  newEmail: string,
  flow: FlowType,
  redirectTo: string,
): Promise<UserRow> {
  const app = ctx.app
  const now = app.now()
  checkFrequency(user.email_change_sent_at, app.config.smtpMaxFrequencySeconds, now)
  const otpNew = newOtp(app.config.mailerOtpLength)
  const tokenNew = withFlowPrefix(tokenHash(newEmail, otpNew), flow)
  const current = user.email ?? ''
  let u = await updateUser(s.tx, user.id, { email_change: newEmail, email_change_confirm_status: 0 }, now)
  await app.mailer.send(s, {
    kind: 'email_change',
    to: newEmail,
    token: tokenNew,
    code: otpNew,
    redirectTo,
    newEmail,
  })
  u = await setOneTimeToken(s.tx, u, 'email_change_token_new', tokenNew, newEmail, null, now)
  if (app.config.mailerSecureEmailChangeEnabled && current !== '') {
    const otpCurrent = newOtp(app.config.mailerOtpLength)
    const tokenCurrent = withFlowPrefix(tokenHash(current, otpCurrent), flow)
    await app.mailer.send(s, {
      kind: 'email_change',
      to: current,
      token: tokenCurrent,
      code: otpCurrent,
      redirectTo,
      newEmail,
    })
    u = await setOneTimeToken(s.tx, u, 'email_change_token_current', tokenCurrent, current, null, now)
  } else {
    u = await updateUser(s.tx, u.id, { email_change_token_current: '' }, now)
  }
  return updateUser(s.tx, u.id, { email_change_sent_at: new Date(now) }, now)
}

/** sendReauthenticationOtp: a 6-digit nonce by mail. */
export async function sendReauthentication(ctx: Ctx, s: Scope, user: UserRow): Promise<UserRow> {
  const app = ctx.app
  const now = app.now()
  checkFrequency(user.reauthentication_sent_at, app.config.smtpMaxFrequencySeconds, now)
  const email = user.email ?? ''
  const otp = newOtp(app.config.mailerOtpLength)
  await app.mailer.send(s, { kind: 'reauthentication', to: email, token: null, code: otp, redirectTo: '' })
  return setOneTimeToken(
    s.tx,
    user,
    'reauthentication_token',
    tokenHash(email, otp),
    email,
    'reauthentication_sent_at',
    now,
  )
}

/** retrieveRequestParams: the request body decoded with Go's JSON rules into the named struct. */
export async function readParams<S extends Spec>(ctx: Ctx, structName: string, spec: S): Promise<Decoded<S>> {
  return decodeParams(await ctx.body(), structName, spec)
}
