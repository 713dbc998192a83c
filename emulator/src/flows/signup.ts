// The body of GoTrue's Signup, shared by POST /signup and the magic link for unknown addresses.

import { type Services, inTransaction } from '../services'
import { hashPassword, newId } from '../crypto'
import { ApiError, badRequest, isUniqueViolation, unprocessable } from '../errors'
import { createIdentity, findIdentity } from '../models/identities'
import { type Json } from '../models/json'
import {
  type UserRow,
  findUserByEmail,
  findUserById,
  insertUser,
  isEmailConfirmed,
  userJson,
} from '../models/users'
import { checkPasswordStrength, validateEmail, validatePhone, validatePkceParams } from '../validation'
import { confirmUser, loadUserJson, removeUnconfirmedIdentities } from './accounts'
import { type PkceChallenge, flowOf, recordPkceFlow, sendConfirmation } from './mails'
import { type SessionClient, type TokenResponse, issueSession } from './session'

export interface SignupInput extends PkceChallenge {
  email: string
  phone: string
  password: string
  data: Json | undefined
}

/** Where the request came from: audience, where links lead back to, and the client. */
export interface RequestOrigin {
  aud: string
  redirectTo: string
  client: SessionClient
}

class UserExists extends Error {
  constructor(readonly user: UserRow) {
    super('user already exists')
  }
}

function checkSignupInput(services: Services, input: SignupInput): string {
  const config = services.config
  if (config.disableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
  if (input.password === '') throw badRequest('validation_failed', 'Signup requires a valid password')
  checkPasswordStrength(config, input.password)
  if (input.email !== '' && input.phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on signup.',
    )
  }
  if (input.phone !== '' && input.codeChallenge !== '') {
    throw badRequest('validation_failed', 'PKCE not supported for phone signups')
  }
  validatePkceParams(input.codeChallengeMethod, input.codeChallenge)
  if (input.email === '') {
    // Phone sign-ups need an SMS provider; the emulator has none, so the phone provider is off.
    validatePhone(input.phone)
    throw badRequest('phone_provider_disabled', 'Phone signups are disabled')
  }
  if (!config.externalEmailEnabled) throw badRequest('email_provider_disabled', 'Email signups are disabled')
  return validateEmail(input.email)
}

/** The new user's email identity carries the sign-up data beside GoTrue's own fields. */
function emailIdentityData(user: UserRow, data: Json): Json {
  return { ...data, email: user.email, email_verified: false, phone_verified: false, sub: user.id }
}

/** A session (autoconfirm), the user (confirmation sent), or a look-alike user for a taken address. */
export async function signup(
  services: Services,
  input: SignupInput,
  origin: RequestOrigin,
): Promise<TokenResponse | Json> {
  const email = checkSignupInput(services, input)
  const config = services.config
  const data: Json = input.data ?? {}
  const flow = flowOf(input)
  let existing = await findUserByEmail(services.db, email, origin.aud)
  // Hash outside any transaction (it is deliberately slow), and for a taken address too, so the
  // answer takes as long whether or not the address has an account.
  const hashed = await hashPassword(input.password, config.bcryptCost)
  const passwordHash = existing ? null : hashed

  for (let attempt = 0; ; attempt++) {
    try {
      return await inTransaction(services, async (scope) => {
        const now = services.now()
        let user: UserRow
        if (existing) {
          const fresh = await findUserById(scope.tx, existing.id)
          if (!fresh) throw new ApiError(500, '', 'Database error finding user')
          if (isEmailConfirmed(fresh)) throw new UserExists(fresh)
          // Do not update an unconfirmed user: we cannot be sure of their claimed identity.
          user = fresh
        } else {
          // The unique index on lower(email) refuses a second account for the same address.
          user = await insertUser(
            scope.tx,
            {
              aud: origin.aud,
              role: config.jwtDefaultGroupName,
              email,
              encryptedPassword: passwordHash,
              appMetaData: { provider: 'email', providers: ['email'] },
              userMetaData: data,
            },
            now,
          )
        }
        if (!(await findIdentity(scope.tx, user.id, 'email'))) {
          const identity = await createIdentity(
            scope.tx,
            user.id,
            'email',
            emailIdentityData(user, data),
            now,
          )
          user = await removeUnconfirmedIdentities(scope.tx, user, identity, now)
        }
        if (!isEmailConfirmed(user) && config.mailerAutoconfirm) user = await confirmUser(scope.tx, user, now)
        if (!isEmailConfirmed(user)) {
          await recordPkceFlow(scope.tx, 'email/signup', input, user.id, now)
          user = await sendConfirmation(services, scope, user, flow, origin.redirectTo)
        }
        if (isEmailConfirmed(user)) return issueSession(services, scope.tx, user, 'password', origin.client)
        return loadUserJson(scope.tx, user)
      })
    } catch (error) {
      if (error instanceof UserExists) {
        if (config.mailerAutoconfirm) throw unprocessable('user_already_exists', 'User already registered')
        return obfuscatedUser(error.user, data, origin.aud, services.now())
      }
      if (isUniqueViolation(error) && !existing && attempt === 0) {
        // A concurrent sign-up of the same address won the insert: continue as that user.
        existing = await findUserByEmail(services.db, email, origin.aud)
        if (existing) continue
      }
      throw error
    }
  }
}

/** GoTrue's SignupAnonymously: a user with no address or password, signed in at once. */
export async function signupAnonymously(
  services: Services,
  data: Json | undefined,
  client: SessionClient,
): Promise<TokenResponse> {
  if (!services.config.externalAnonymousUsersEnabled) {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  }
  if (services.config.disableSignup) {
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
  }
  return inTransaction(services, async (scope) => {
    const user = await insertUser(
      scope.tx,
      {
        aud: services.config.jwtAud,
        role: services.config.jwtDefaultGroupName,
        email: null,
        encryptedPassword: null,
        appMetaData: {},
        userMetaData: data ?? {},
        isAnonymous: true,
      },
      services.now(),
    )
    return issueSession(services, scope.tx, user, 'anonymous', client)
  })
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
