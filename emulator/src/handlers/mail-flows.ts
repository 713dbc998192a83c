// POST /recover, POST /resend, POST /otp and POST /magiclink.

import { type App } from '../app'
import { inTransaction } from '../services'
import { hashPassword, randomHex } from '../crypto'
import { badRequest, unprocessable } from '../errors'
import {
  type PkceChallenge,
  flowOf,
  recordPkceFlow,
  sendConfirmation,
  sendEmailChange,
  sendRecoveryLike,
} from '../flows/mails'
import { signup } from '../flows/signup'
import { type Reply, jsonReply } from '../http/reply'
import { type UserRow, findUserByEmail, findUserById, isEmailConfirmed } from '../models/users'
import { type Decoded } from '../params'
import { noSoonerThan } from '../http/steady-timing'
import { validateEmail, validatePhone, validatePkceParams } from '../validation'
import { PKCE_PARAMS, challengeOf } from './support/pkce-params'
import {
  type ApiRequest,
  limitByAddress,
  readParams,
  redirectTarget,
  requestAud,
  requestOrigin,
} from './support/request'

/** The same empty answer whether or not an address is registered, so none can be enumerated. */
const EMPTY = () => jsonReply({})

/** A recovery or magic-link mail to a known user, with its PKCE flow when the client asked for one. */
async function mailRecoveryLink(
  app: App,
  request: ApiRequest,
  user: UserRow,
  kind: 'recovery' | 'magiclink',
  challenge: PkceChallenge,
) {
  const redirectTo = redirectTarget(app, request)
  await recordPkceFlow(app.services.db, kind, challenge, user.id, app.services.now())
  await inTransaction(app.services, async (scope) => {
    const fresh = (await findUserById(scope.tx, user.id)) ?? user
    await sendRecoveryLike(app.services, scope, fresh, kind, flowOf(challenge), redirectTo)
  })
}

/** Sending a recovery mail takes a few milliseconds; not sending one must not be faster. */
const RECOVER_FLOOR_MS = 25

export async function recoverHandler(app: App, request: ApiRequest): Promise<Reply> {
  limitByAddress(app, request, app.limiters.otp)
  if (!app.services.config.externalEmailEnabled)
    throw badRequest('email_provider_disabled', 'Email logins are disabled')
  const params = await readParams(request, 'RecoverParams', {
    email: 'string',
    ...PKCE_PARAMS,
  })
  if (params.email === '') throw badRequest('validation_failed', 'Password recovery requires an email')
  const email = validateEmail(params.email)
  validatePkceParams(params.code_challenge_method, params.code_challenge)
  await noSoonerThan(RECOVER_FLOOR_MS, async () => {
    const user = await findUserByEmail(app.services.db, email, requestAud(app))
    if (user) await mailRecoveryLink(app, request, user, 'recovery', challengeOf(params))
  })
  return EMPTY()
}

const RESEND_SPEC = {
  type: 'string',
  email: 'string',
  phone: 'string',
  ...PKCE_PARAMS,
} as const

/** The checks of GoTrue's Resend before any lookup; returns the address to resend to. */
function checkResend(app: App, params: Decoded<typeof RESEND_SPEC>): string {
  if (params.type === 'signup' || params.type === 'email_change') {
    validatePkceParams(params.code_challenge_method, params.code_challenge)
  } else if (params.type !== 'sms' && params.type !== 'phone_change') {
    throw badRequest(
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    )
  }
  if (params.email === '' && params.type === 'signup')
    throw badRequest('validation_failed', 'Type provided requires an email address')
  if (params.phone === '' && params.type === 'sms')
    throw badRequest('validation_failed', 'Type provided requires a phone number')
  if (params.email !== '' && params.phone !== '') {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided.')
  }
  if (params.phone !== '') {
    validatePhone(params.phone)
    throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
  }
  if (params.email === '') throw badRequest('validation_failed', 'Missing email address or phone number')
  if (!app.services.config.externalEmailEnabled)
    throw badRequest('email_provider_disabled', 'Email logins are disabled')
  return validateEmail(params.email)
}

/** Nothing to resend: unknown address, already confirmed, no pending change, or a phone type. */
function nothingToResend(type: string, user: UserRow | null): user is null {
  if (!user) return true
  if (type === 'signup') return isEmailConfirmed(user)
  if (type === 'email_change') return user.email_change === ''
  return true
}

export async function resendHandler(app: App, request: ApiRequest): Promise<Reply> {
  limitByAddress(app, request, app.limiters.otp)
  const params = await readParams(request, 'ResendConfirmationParams', RESEND_SPEC)
  const email = checkResend(app, params)
  const user = await findUserByEmail(app.services.db, email, requestAud(app))
  if (nothingToResend(params.type, user)) return EMPTY()
  const redirectTo = redirectTarget(app, request)
  const challenge = challengeOf(params)
  const flow = flowOf(challenge)
  await inTransaction(app.services, async (scope) => {
    const fresh = (await findUserById(scope.tx, user.id)) ?? user
    const method = params.type === 'signup' ? 'email/signup' : 'email_change'
    await recordPkceFlow(scope.tx, method, challenge, fresh.id, app.services.now())
    if (params.type === 'signup') await sendConfirmation(app.services, scope, fresh, flow, redirectTo)
    else await sendEmailChange(app.services, scope, fresh, fresh.email_change, flow, redirectTo)
  })
  return EMPTY()
}

const OTP_SPEC = {
  email: 'string',
  phone: 'string',
  create_user: 'bool',
  data: 'object',
  channel: 'string',
  ...PKCE_PARAMS,
} as const

export async function otpHandler(app: App, request: ApiRequest): Promise<Reply> {
  limitByAddress(app, request, app.limiters.otp)
  const params = await readParams(request, 'OtpParams', OTP_SPEC)
  if (params.email !== '' && params.phone !== '') {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided')
  }
  if (params.email !== '' && params.channel !== '') {
    throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP')
  }
  validatePkceParams(params.code_challenge_method, params.code_challenge)
  if (params.email !== '') {
    // Refused only for an unknown address, which tells the two apart; GoTrue does the same
    // (api/otp.go shouldCreateUser), so the emulator keeps it.
    if (!(params.create_user ?? true)) {
      const email = validateEmail(params.email)
      if (!(await findUserByEmail(app.services.db, email, requestAud(app)))) {
        throw unprocessable('otp_disabled', 'Signups not allowed for otp')
      }
    }
    return magicLink(app, request, params)
  }
  if (params.phone !== '') {
    validatePhone(params.phone)
    throw badRequest('phone_provider_disabled', 'Unsupported phone provider')
  }
  throw badRequest('validation_failed', 'One of email or phone must be set')
}

export async function magicLinkHandler(app: App, request: ApiRequest): Promise<Reply> {
  limitByAddress(app, request, app.limiters.otp)
  return magicLink(app, request, await readParams(request, 'MagicLinkParams', OTP_SPEC))
}

async function magicLink(app: App, request: ApiRequest, params: Decoded<typeof OTP_SPEC>): Promise<Reply> {
  if (!app.services.config.externalEmailEnabled)
    throw unprocessable('email_provider_disabled', 'Email logins are disabled')
  if (params.email === '') throw unprocessable('validation_failed', 'Password recovery requires an email')
  const email = validateEmail(params.email)
  validatePkceParams(params.code_challenge_method, params.code_challenge)
  const challenge = challengeOf(params)
  const aud = requestAud(app)
  const password = randomHex(16) + 'Aa1!'
  let user = await findUserByEmail(app.services.db, email, aud)
  if (user && isEmailConfirmed(user)) {
    // The sign-up below hashes the password; a known address skipping that answered in 6 ms
    // against 83, which told the two apart. GoTrue's MagicLink (api/magic_link.go) has that gap.
    await hashPassword(password, app.services.config.bcryptCost)
  } else {
    // Unknown or unconfirmed: sign up with a random password. Without autoconfirm, the
    // confirmation mail is the sign-in link; with it, a magic link follows.
    await signup(
      app.services,
      { email, phone: '', password, data: params.data, ...challenge },
      requestOrigin(app, request),
    )
    if (!app.services.config.mailerAutoconfirm) return EMPTY()
    user = await findUserByEmail(app.services.db, email, aud)
    if (!user) throw badRequest('validation_failed', 'Unable to process request')
  }
  await mailRecoveryLink(app, request, user, 'magiclink', challenge)
  return EMPTY()
}
