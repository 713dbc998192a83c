// POST /recover, POST /resend, POST /otp and POST /magiclink.

import { type Ctx, inTx, limit, ok } from '../app'
import { randomHex } from '../crypto'
import { badRequest, unprocessable } from '../errors'
import { type Json, createFlowState, findUserByEmail, findUserById, isEmailConfirmed } from '../models'
import { type Decoded } from '../params'
import { requestAud } from '../tokens'
import {
  flowFromChallenge,
  readParams,
  sendConfirmation,
  sendEmailChange,
  sendRecoveryLike,
  validateEmail,
  validatePhone,
  validatePkceParams,
} from './common'
import { signup } from './signup'

const EMPTY: Json = {}

export async function recoverHandler(ctx: Ctx) {
  const app = ctx.app
  limit(ctx, app.limiters.otp)
  if (!app.config.externalEmailEnabled)
    throw badRequest('email_provider_disabled', 'Email logins are disabled')
  const p = await readParams(ctx, 'RecoverParams', {
    email: 'string',
    code_challenge: 'string',
    code_challenge_method: 'string',
  })
  const flow = flowFromChallenge(p.code_challenge)
  if (p.email === '') throw badRequest('validation_failed', 'Password recovery requires an email')
  const email = validateEmail(p.email)
  validatePkceParams(p.code_challenge_method, p.code_challenge)
  const user = await findUserByEmail(app.db, email, requestAud(ctx))
  if (!user) {
    ok(ctx, EMPTY) // never reveal whether an address is registered
    return
  }
  const redirectTo = app.redirects.referrer(ctx.req, ctx.query)
  if (flow === 'pkce') {
    await createFlowState(
      app.db,
      {
        providerType: 'recovery',
        authenticationMethod: 'recovery',
        codeChallenge: p.code_challenge,
        codeChallengeMethod: p.code_challenge_method,
        userId: user.id,
        referrer: null,
      },
      app.now(),
    )
  }
  await inTx(app, async (s) => {
    const fresh = (await findUserById(s.tx, user.id)) ?? user
    await sendRecoveryLike(ctx, s, fresh, 'recovery', flow, redirectTo)
  })
  ok(ctx, EMPTY)
}

export async function resendHandler(ctx: Ctx) {
  const app = ctx.app
  limit(ctx, app.limiters.otp)
  const p = await readParams(ctx, 'ResendConfirmationParams', {
    type: 'string',
    email: 'string',
    phone: 'string',
    code_challenge: 'string',
    code_challenge_method: 'string',
  })
  switch (p.type) {
    case 'signup':
    case 'email_change':
      validatePkceParams(p.code_challenge_method, p.code_challenge)
      break
    case 'sms':
    case 'phone_change':
      break
    default:
      throw badRequest(
        'validation_failed',
        'Missing one of these types: signup, email_change, sms, phone_change',
      )
  }
  if (p.email === '' && p.type === 'signup')
    throw badRequest('validation_failed', 'Type provided requires an email address')
  if (p.phone === '' && p.type === 'sms')
    throw badRequest('validation_failed', 'Type provided requires a phone number')
  let email = ''
  if (p.email !== '' && p.phone !== '') {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided.')
  } else if (p.email !== '') {
    if (!app.config.externalEmailEnabled)
      throw badRequest('email_provider_disabled', 'Email logins are disabled')
    email = validateEmail(p.email)
  } else if (p.phone !== '') {
    validatePhone(p.phone)
    throw badRequest('phone_provider_disabled', 'Phone logins are disabled')
  } else {
    throw badRequest('validation_failed', 'Missing email address or phone number')
  }
  const user = await findUserByEmail(app.db, email, requestAud(ctx))
  if (!user) {
    ok(ctx, EMPTY)
    return
  }
  if (p.type === 'signup' && isEmailConfirmed(user)) {
    ok(ctx, EMPTY)
    return
  }
  if (p.type === 'email_change' && user.email_change === '') {
    ok(ctx, EMPTY)
    return
  }
  if (p.type === 'sms' || p.type === 'phone_change') {
    ok(ctx, EMPTY) // no phone users exist in the emulator
    return
  }
  const redirectTo = app.redirects.referrer(ctx.req, ctx.query)
  const flow = flowFromChallenge(p.code_challenge)
  await inTx(app, async (s) => {
    const now = app.now()
    const fresh = (await findUserById(s.tx, user.id)) ?? user
    const method = p.type === 'signup' ? 'email/signup' : 'email_change'
    if (flow === 'pkce') {
      await createFlowState(
        s.tx,
        {
          providerType: method,
          authenticationMethod: method,
          codeChallenge: p.code_challenge,
          codeChallengeMethod: p.code_challenge_method,
          userId: fresh.id,
          referrer: null,
        },
        now,
      )
    }
    if (p.type === 'signup') await sendConfirmation(ctx, s, fresh, flow, redirectTo)
    else await sendEmailChange(ctx, s, fresh, fresh.email_change, flow, redirectTo)
  })
  ok(ctx, EMPTY)
}

const OTP_SPEC = {
  email: 'string',
  phone: 'string',
  create_user: 'bool',
  data: 'object',
  channel: 'string',
  code_challenge_method: 'string',
  code_challenge: 'string',
} as const

export async function otpHandler(ctx: Ctx) {
  limit(ctx, ctx.app.limiters.otp)
  const p = await readParams(ctx, 'OtpParams', OTP_SPEC)
  if (p.email !== '' && p.phone !== '') {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided')
  }
  if (p.email !== '' && p.channel !== '') {
    throw badRequest('validation_failed', 'Channel should only be specified with Phone OTP')
  }
  validatePkceParams(p.code_challenge_method, p.code_challenge)
  const createUser = p.create_user ?? true
  if (p.email !== '') {
    if (!createUser) {
      const email = validateEmail(p.email)
      if (!(await findUserByEmail(ctx.app.db, email, requestAud(ctx)))) {
        throw unprocessable('otp_disabled', 'Signups not allowed for otp')
      }
    }
    await magicLink(ctx, p)
    return
  }
  if (p.phone !== '') {
    validatePhone(p.phone)
    throw badRequest('phone_provider_disabled', 'Unsupported phone provider')
  }
  throw badRequest('validation_failed', 'One of email or phone must be set')
}

export async function magicLinkHandler(ctx: Ctx) {
  limit(ctx, ctx.app.limiters.otp)
  const p = await readParams(ctx, 'MagicLinkParams', OTP_SPEC)
  await magicLink(ctx, p)
}

async function magicLink(ctx: Ctx, p: Decoded<typeof OTP_SPEC>) {
  const app = ctx.app
  if (!app.config.externalEmailEnabled)
    throw unprocessable('email_provider_disabled', 'Email logins are disabled')
  if (p.email === '') throw unprocessable('validation_failed', 'Password recovery requires an email')
  const email = validateEmail(p.email)
  validatePkceParams(p.code_challenge_method, p.code_challenge)
  const flow = flowFromChallenge(p.code_challenge)
  const aud = requestAud(ctx)
  let user = await findUserByEmail(app.db, email, aud)
  if (!user || !isEmailConfirmed(user)) {
    // Unknown or unconfirmed: sign up with a random password. Without autoconfirm, the
    // confirmation mail is the sign-in link; with it, a magic link follows.
    await signup(ctx, {
      email,
      phone: '',
      password: randomHex(16) + 'Aa1!',
      data: p.data,
      channel: '',
      codeChallenge: p.code_challenge,
      codeChallengeMethod: p.code_challenge_method,
    })
    if (!app.config.mailerAutoconfirm) {
      ok(ctx, EMPTY)
      return
    }
    user = await findUserByEmail(app.db, email, aud)
    if (!user) throw badRequest('validation_failed', 'Unable to process request')
  }
  const redirectTo = app.redirects.referrer(ctx.req, ctx.query)
  const target = user
  if (flow === 'pkce') {
    await createFlowState(
      app.db,
      {
        providerType: 'magiclink',
        authenticationMethod: 'magiclink',
        codeChallenge: p.code_challenge,
        codeChallengeMethod: p.code_challenge_method,
        userId: target.id,
        referrer: null,
      },
      app.now(),
    )
  }
  await inTx(app, async (s) => {
    const fresh = (await findUserById(s.tx, target.id)) ?? target
    await sendRecoveryLike(ctx, s, fresh, 'magiclink', flow, redirectTo)
  })
  ok(ctx, EMPTY)
}
