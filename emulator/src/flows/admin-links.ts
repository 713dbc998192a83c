// Links made by an admin: POST /admin/generate_link (GoTrue's adminGenerateLink: the link is
// returned, no mail is sent) and POST /invite (the invite is mailed).

import { type Services, type Scope, inTransaction } from '../services'
import { hashPassword, newOtp, randomHex, tokenHash } from '../crypto'
import { badRequest, notFound, unprocessable } from '../errors'
import { confirmationUrl } from '../mailer/templates'
import { createIdentity, findIdentities } from '../models/identities'
import { type Json, mergeMetadata } from '../models/json'
import { type OneTimeTokenType, setOneTimeToken } from '../models/one-time-tokens'
import {
  type UserRow,
  findDuplicateEmailUser,
  findUserByEmail,
  insertUser,
  isEmailConfirmed,
  updateUser,
  userJson,
} from '../models/users'
import { checkPasswordStrength, validateEmail } from '../validation'
import { loadUserJson } from './accounts'
import { DUPLICATE_EMAIL } from './admin-users'

export interface LinkInput {
  type: string
  email: string
  newEmail: string
  password: string
  data: Json | undefined
}

/** Where an admin's link leads back to and for which audience. */
export interface LinkTarget {
  aud: string
  redirectTo: string
}

const emailTaken = () => unprocessable('email_exists', DUPLICATE_EMAIL)

/** GoTrue's signupNewUser for an admin: an email user with an email identity, not yet confirmed. */
async function newEmailUser(
  services: Services,
  scope: Scope,
  email: string,
  target: LinkTarget,
  data: Json | undefined,
  passwordHash: string | null,
): Promise<UserRow> {
  const now = services.now()
  const user = await insertUser(
    scope.tx,
    {
      aud: target.aud,
      role: services.config.jwtDefaultGroupName,
      email,
      encryptedPassword: passwordHash,
      appMetaData: { provider: 'email', providers: ['email'] },
      userMetaData: data ?? {},
    },
    now,
  )
  const claims = { email, email_verified: false, phone_verified: false, sub: user.id }
  await createIdentity(scope.tx, user.id, 'email', claims, now)
  return user
}

/** An invite: the account (made if needed; a confirmed one refuses) holds a confirmation token. */
async function invitedUser(
  services: Services,
  scope: Scope,
  existing: UserRow | null,
  email: string,
  target: LinkTarget,
  data: Json | undefined,
): Promise<UserRow> {
  if (existing && isEmailConfirmed(existing)) throw emailTaken()
  return existing ?? newEmailUser(services, scope, email, target, data, null)
}

async function storeToken(
  services: Services,
  scope: Scope,
  user: UserRow,
  type: OneTimeTokenType,
  hash: string,
) {
  const sentAt = type === 'recovery_token' ? 'recovery_sent_at' : 'confirmation_sent_at'
  return setOneTimeToken(scope.tx, user, type, hash, user.email ?? '', sentAt, services.now())
}

/** sendInvite's bookkeeping: the confirmation token, when it was sent, and invited_at. */
async function markInvited(services: Services, scope: Scope, user: UserRow, hash: string): Promise<UserRow> {
  const stored = await storeToken(services, scope, user, 'confirmation_token', hash)
  return updateUser(scope.tx, stored.id, { invited_at: new Date(services.now()) }, services.now())
}

export async function inviteUser(
  services: Services,
  input: { email: string; data: Json | undefined },
  target: LinkTarget,
): Promise<Json> {
  const email = validateEmail(input.email)
  const existing = await findUserByEmail(services.db, email, target.aud)
  return inTransaction(services, async (scope) => {
    const user = await invitedUser(services, scope, existing, email, target, input.data)
    const code = newOtp(services.config.mailerOtpLength)
    const hash = tokenHash(email, code)
    await services.outbox.send(scope, {
      kind: 'invite',
      to: email,
      token: hash,
      code,
      redirectTo: target.redirectTo,
    })
    return loadUserJson(scope.tx, await markInvited(services, scope, user, hash))
  })
}

interface Linked {
  user: UserRow
  /** The hash the link carries (for email_change_new, of the new address and the same code). */
  linkHash: string
}

async function emailChangeLink(
  services: Services,
  scope: Scope,
  user: UserRow,
  input: LinkInput,
  code: string,
  hash: string,
): Promise<Linked> {
  const current = input.type === 'email_change_current'
  if (current && !services.config.mailerSecureEmailChangeEnabled) {
    throw badRequest('validation_failed', 'Enable secure email change to generate link for current email')
  }
  const newEmail = validateEmail(input.newEmail)
  if (await findDuplicateEmailUser(scope.tx, newEmail, user.aud ?? '', user.id)) throw emailTaken()
  const now = services.now()
  const pending = await updateUser(
    scope.tx,
    user.id,
    { email_change: newEmail, email_change_sent_at: new Date(now), email_change_confirm_status: 0 },
    now,
  )
  if (current) {
    const stored = await setOneTimeToken(
      scope.tx,
      pending,
      'email_change_token_current',
      hash,
      input.email,
      null,
      now,
    )
    return { user: stored, linkHash: hash }
  }
  const newHash = tokenHash(newEmail, code)
  const stored = await setOneTimeToken(
    scope.tx,
    pending,
    'email_change_token_new',
    newHash,
    newEmail,
    null,
    now,
  )
  return { user: stored, linkHash: newHash }
}

/** What each link type does to the account, inside the request's transaction. */
async function applyLinkType(
  services: Services,
  scope: Scope,
  found: UserRow | null,
  input: LinkInput,
  target: LinkTarget,
  code: string,
  passwordHash: string | null,
): Promise<Linked> {
  const hash = tokenHash(input.email, code)
  switch (input.type) {
    case 'magiclink':
    case 'recovery':
      return {
        user: await storeToken(services, scope, found as UserRow, 'recovery_token', hash),
        linkHash: hash,
      }
    case 'invite': {
      const user = await invitedUser(services, scope, found, input.email, target, input.data)
      return { user: await markInvited(services, scope, user, hash), linkHash: hash }
    }
    case 'signup': {
      let user = found ?? (await newEmailUser(services, scope, input.email, target, input.data, passwordHash))
      if (found) {
        if (isEmailConfirmed(found)) throw emailTaken()
        const metadata = mergeMetadata(found.raw_user_meta_data, input.data ?? {})
        user = await updateUser(scope.tx, found.id, { raw_user_meta_data: metadata }, services.now())
      }
      return { user: await storeToken(services, scope, user, 'confirmation_token', hash), linkHash: hash }
    }
    case 'email_change_current':
    case 'email_change_new':
      return emailChangeLink(services, scope, found as UserRow, input, code, hash)
    default:
      throw badRequest('validation_failed', `Invalid email action link type requested: ${input.type}`)
  }
}

export async function generateLink(services: Services, params: LinkInput, target: LinkTarget): Promise<Json> {
  const input = { ...params, email: validateEmail(params.email) }
  const found = await findUserByEmail(services.db, input.email, target.aud)
  if (!found && input.type === 'magiclink') {
    // A magic link for an unknown address signs up a new account with a random password.
    input.type = 'signup'
    input.password = randomHex(32)
  } else if (!found && ['recovery', 'email_change_current', 'email_change_new'].includes(input.type)) {
    throw notFound('user_not_found', 'User with this email not found')
  }
  let passwordHash: string | null = null
  if (input.type === 'signup' && !found) {
    if (input.password === '') throw badRequest('validation_failed', 'Signup requires a valid password')
    checkPasswordStrength(services.config, input.password)
    passwordHash = await hashPassword(input.password, services.config.bcryptCost)
  }
  const code = newOtp(services.config.mailerOtpLength)
  const { user, linkHash } = await inTransaction(services, (scope) =>
    applyLinkType(services, scope, found, input, target, code, passwordHash),
  )
  const linkType = input.type.startsWith('email_change') ? 'email_change' : input.type
  return {
    ...userJson(user, await findIdentities(services.db, user.id)),
    action_link: confirmationUrl(services.authUrl, linkHash, linkType, target.redirectTo),
    email_otp: code,
    hashed_token: tokenHash(input.email, code),
    verification_type: input.type,
    redirect_to: target.redirectTo,
  }
}
