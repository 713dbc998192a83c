// POST /recover, POST /resend, POST /otp and POST /magiclink.

import { type App } from '../app'
import { badRequest, unprocessable } from '../errors'
import {
  type LinkRequest,
  hasAccount,
  resendMail,
  sendMagicLink,
  sendPasswordReset,
} from '../flows/mail-links'
import { type Reply, jsonReply } from '../http/reply'
import { noSoonerThan } from '../http/steady-timing'
import { type Decoded } from '../params'
import { validateEmail, validatePhone, validatePkceParams } from '../validation'
import { PKCE_PARAMS, challengeOf } from './support/pkce-params'
import { type ApiRequest, readParams, redirectTarget, requestAud, requestOrigin } from './support/request'

/** The same empty answer whether or not an address is registered, so none can be enumerated. */
const EMPTY = () => jsonReply({})

/** Sending a recovery mail takes a few milliseconds; not sending one must not be faster. */
const RECOVER_FLOOR_MS = 25

/** The link request a body names: its address, audience, PKCE challenge and where it leads. */
const linkRequest = (
  app: App,
  request: ApiRequest,
  email: string,
  params: { code_challenge: string; code_challenge_method: string },
): LinkRequest => ({
  email,
  aud: requestAud(app),
  challenge: challengeOf(params),
  redirectTo: redirectTarget(app, request),
})

export async function recoverHandler(app: App, request: ApiRequest): Promise<Reply> {
  if (!app.services.config.externalEmailEnabled)
    throw badRequest('email_provider_disabled', 'Email logins are disabled')
  const params = await readParams(request, 'RecoverParams', {
    email: 'string',
    ...PKCE_PARAMS,
  })
  if (params.email === '') throw badRequest('validation_failed', 'Password recovery requires an email')
  const email = validateEmail(params.email)
  validatePkceParams(params.code_challenge_method, params.code_challenge)
  const reset = linkRequest(app, request, email, params)
  await noSoonerThan(RECOVER_FLOOR_MS, () => sendPasswordReset(app.services, reset))
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

export async function resendHandler(app: App, request: ApiRequest): Promise<Reply> {
  const params = await readParams(request, 'ResendConfirmationParams', RESEND_SPEC)
  const email = checkResend(app, params)
  await resendMail(app.services, params.type, linkRequest(app, request, email, params))
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
      if (!(await hasAccount(app.services, email, requestAud(app)))) {
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
  return magicLink(app, request, await readParams(request, 'MagicLinkParams', OTP_SPEC))
}

async function magicLink(app: App, request: ApiRequest, params: Decoded<typeof OTP_SPEC>): Promise<Reply> {
  if (!app.services.config.externalEmailEnabled)
    throw unprocessable('email_provider_disabled', 'Email logins are disabled')
  if (params.email === '') throw unprocessable('validation_failed', 'Password recovery requires an email')
  const email = validateEmail(params.email)
  validatePkceParams(params.code_challenge_method, params.code_challenge)
  const link = linkRequest(app, request, email, params)
  await sendMagicLink(app.services, link, params.data, requestOrigin(app, request))
  return EMPTY()
}
