// POST /signup (email, and anonymous when enabled).

import { type Ctx, inTx, limit, ok } from '../app'
import { hashPassword, newId } from '../crypto'
import { ApiError, badRequest, isUniqueViolation, unprocessable } from '../errors'
import {
  type Json,
  type UserRow,
  confirmUser,
  createFlowState,
  createIdentity,
  findIdentity,
  findUserByEmail,
  findUserById,
  insertUser,
  isEmailConfirmed,
  loadUserJson,
  removeUnconfirmedIdentities,
  userJson,
} from '../models'
import { type TokenResponse, issueSession, requestAud } from '../tokens'
import {
  checkPasswordStrength,
  flowFromChallenge,
  readParams,
  sendConfirmation,
  validateEmail,
  validatePhone,
  validatePkceParams,
} from './common'

export const SIGNUP_SPEC = {
  email: 'string',
  phone: 'string',
  password: 'string',
  data: 'object',
  channel: 'string',
  code_challenge_method: 'string',
  code_challenge: 'string',
} as const

export interface SignupInput {
  email: string
  phone: string
  password: string
  data: Json | undefined
  channel: string
  codeChallenge: string
  codeChallengeMethod: string
}

class UserExists extends Error {
  constructor(readonly user: UserRow) {
    super('user already exists')
  }
}

export async function signupHandler(ctx: Ctx) {
  const p = await readParams(ctx, 'SignupParams', SIGNUP_SPEC)
  if (p.email === '' && p.phone === '') {
    await signupAnonymously(ctx, p.data)
    return
  }
  limit(ctx, ctx.app.limiters.otp)
  const result = await signup(ctx, {
    email: p.email,
    phone: p.phone,
    password: p.password,
    data: p.data,
    channel: p.channel,
    codeChallenge: p.code_challenge,
    codeChallengeMethod: p.code_challenge_method,
  })
  ok(ctx, result)
}

/** The body of GoTrue's Signup: a session (autoconfirm), the user (confirmation sent), or a fake user. */
export async function signup(ctx: Ctx, p: SignupInput): Promise<TokenResponse | Json> {
  const app = ctx.app
  const cfg = app.config
  if (cfg.disableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
  const data: Json = p.data ?? {}

  if (p.password === '') throw badRequest('validation_failed', 'Signup requires a valid password')
  checkPasswordStrength(app, p.password)
  if (p.email !== '' && p.phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on signup.',
    )
  }
  if (p.phone !== '' && p.codeChallenge !== '') {
    throw badRequest('validation_failed', 'PKCE not supported for phone signups')
  }
  validatePkceParams(p.codeChallengeMethod, p.codeChallenge)
  const flow = flowFromChallenge(p.codeChallenge)
  const aud = requestAud(ctx)

  if (p.email === '') {
    // Phone sign-ups need an SMS provider; the emulator has none, so the phone provider is off.
    validatePhone(p.phone)
    throw badRequest('phone_provider_disabled', 'Phone signups are disabled')
  }
  if (!cfg.externalEmailEnabled) throw badRequest('email_provider_disabled', 'Email signups are disabled')
  const email = validateEmail(p.email)
  const redirectTo = app.redirects.referrer(ctx.req, ctx.query)

  let existing = await findUserByEmail(app.db, email, aud)
  // Hash outside any transaction (it is deliberately slow).
  const passwordHash = existing ? null : await hashPassword(p.password, cfg.bcryptCost)

  for (let attempt = 0; ; attempt++) {
    try {
      return await inTx(app, async (s) => {
        const now = app.now()
        let user: UserRow
        if (existing) {
          const fresh = await findUserById(s.tx, existing.id)
          if (!fresh) throw new ApiError(500, '', 'Database error finding user')
          if (isEmailConfirmed(fresh)) throw new UserExists(fresh)
          // Do not update an unconfirmed user: we cannot be sure of their claimed identity.
          user = fresh
        } else {
          // The unique index on lower(email) refuses a second account for the same address.
          user = await insertUser(
            s.tx,
            {
              aud,
              role: cfg.jwtDefaultGroupName,
              email,
              encryptedPassword: passwordHash,
              appMetaData: { provider: 'email', providers: ['email'] },
              userMetaData: data,
            },
            now,
          )
        }
        if (!(await findIdentity(s.tx, user.id, 'email'))) {
          const identityData: Json = {
            email: user.email,
            email_verified: false,
            phone_verified: false,
            sub: user.id,
          }
          for (const [k, v] of Object.entries(data)) if (!(k in identityData)) identityData[k] = v
          const identity = await createIdentity(s.tx, user.id, 'email', identityData, now)
          user = await removeUnconfirmedIdentities(s.tx, user, identity, now)
        }
        if (!isEmailConfirmed(user)) {
          if (cfg.mailerAutoconfirm) {
            user = await confirmUser(s.tx, user, now)
          } else {
            if (flow === 'pkce') {
              await createFlowState(
                s.tx,
                {
                  providerType: 'email',
                  authenticationMethod: 'email/signup',
                  codeChallenge: p.codeChallenge,
                  codeChallengeMethod: p.codeChallengeMethod,
                  userId: user.id,
                  referrer: null,
                },
                now,
              )
            }
            user = await sendConfirmation(ctx, s, user, flow, redirectTo)
          }
        }
        if (isEmailConfirmed(user)) return issueSession(ctx, s.tx, user, 'password')
        return loadUserJson(s.tx, user)
      })
    } catch (e) {
      if (e instanceof UserExists) {
        if (cfg.mailerAutoconfirm) throw unprocessable('user_already_exists', 'User already registered')
        return obfuscatedUser(e.user, data, aud, app.now())
      }
      if (isUniqueViolation(e) && !existing && attempt === 0) {
        // A concurrent sign-up of the same address won the insert: continue as that user.
        existing = await findUserByEmail(app.db, email, aud)
        if (existing) continue
      }
      throw e
    }
  }
}

/** GoTrue's sanitizeUser: the answer for an already confirmed address, so addresses cannot be enumerated. */
function obfuscatedUser(real: UserRow, data: Json, aud: string, now: number): Json {
  const nowDate = new Date(now)
  const fake: UserRow = {
    ...real,
    id: newId(),
    role: '',
    email_change: '',
    created_at: nowDate,
    updated_at: nowDate,
    confirmation_sent_at: nowDate,
    last_sign_in_at: null,
    confirmed_at: null,
    email_change_sent_at: null,
    email_confirmed_at: null,
    phone_confirmed_at: null,
    raw_user_meta_data: data,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    aud,
    phone: '',
  }
  return userJson(fake, [])
}

async function signupAnonymously(ctx: Ctx, data: Json | undefined) {
  const app = ctx.app
  if (!app.config.externalAnonymousUsersEnabled) {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  }
  limit(ctx, app.limiters.anonymous)
  if (app.config.disableSignup)
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
  const aud = requestAud(ctx)
  const token = await inTx(app, async (s) => {
    const user = await insertUser(
      s.tx,
      {
        aud,
        role: app.config.jwtDefaultGroupName,
        email: null,
        encryptedPassword: null,
        appMetaData: {},
        userMetaData: data ?? {},
        isAnonymous: true,
      },
      app.now(),
    )
    return issueSession(ctx, s.tx, user, 'anonymous')
  })
  ok(ctx, token)
}
