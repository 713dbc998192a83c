// Checking a mailed link or code (GoTrue's verifyTokenHash / verifyUserAndToken) and applying it
// (the per-type confirmation), shared by GET /verify and POST /verify.

import { type Services } from '../services'
import { type Queryable } from '../db'
import { badRequest, forbidden } from '../errors'
import { findIdentities, updateIdentityData } from '../models/identities'
import {
  type OneTimeTokenType,
  clearAllOneTimeTokens,
  clearOneTimeToken,
  findUserByTokenHash,
} from '../models/one-time-tokens'
import {
  type UserRow,
  findUserByCurrentOrNewEmail,
  findUserByEmail,
  isBanned,
  isEmailConfirmed,
  updateUser,
} from '../models/users'
import { applyEmailChange, confirmUser, refreshProviders } from './accounts'

export const LINK_EXPIRED = 'Email link is invalid or has expired'
export const TOKEN_EXPIRED = 'Token has expired or is invalid'

/**
 * The token slots a verification type may match, in the order they are tried. A Map, because the
 * type comes from the request and "constructor" must not find Object's.
 */
const TOKEN_TYPES = new Map<string, OneTimeTokenType[]>([
  ['email', ['confirmation_token', 'recovery_token']],
  ['signup', ['confirmation_token']],
  ['invite', ['confirmation_token']],
  ['recovery', ['recovery_token']],
  ['magiclink', ['recovery_token']],
  ['email_change', ['email_change_token_current', 'email_change_token_new']],
])

export interface Verified {
  user: UserRow
  /** The type the verification acts as ("email" becomes signup or magiclink). */
  type: string
  /** The token hash that matched (with any pkce_ prefix for links). */
  hash: string
}

function sentAt(user: UserRow, tokenType: OneTimeTokenType): Date | null {
  if (tokenType === 'confirmation_token') return user.confirmation_sent_at
  if (tokenType === 'recovery_token') return user.recovery_sent_at
  return user.email_change_sent_at
}

function isExpired(services: Services, user: UserRow, tokenType: OneTimeTokenType): boolean {
  const sent = sentAt(user, tokenType)
  return !sent || services.now() > sent.getTime() + services.config.mailerOtpExp * 1000
}

function actingType(type: string, tokenType: OneTimeTokenType): string {
  if (type !== 'email') return type
  return tokenType === 'recovery_token' ? 'magiclink' : 'signup'
}

/** A code matches the stored hash with or without its pkce_ prefix. */
const codeMatches = (hash: string, stored: string) =>
  stored !== '' && (hash === stored || `pkce_${hash}` === stored)

/** verifyTokenHash: the user holding the link's token hash. */
export async function findByTokenHash(
  services: Services,
  db: Queryable,
  type: string,
  hash: string,
): Promise<Verified> {
  const tokenTypes = TOKEN_TYPES.get(type)
  if (!tokenTypes) throw badRequest('validation_failed', 'Invalid email verification type')
  const found = await findUserByTokenHash(db, hash, tokenTypes)
  if (!found) throw forbidden('otp_expired', LINK_EXPIRED)
  if (isBanned(found.user, services.now())) throw forbidden('user_banned', 'User is banned')
  if (isExpired(services, found.user, found.type)) throw forbidden('otp_expired', LINK_EXPIRED)
  return { user: found.user, type: actingType(type, found.type), hash }
}

/** verifyUserAndToken: email + the mailed code (already hashed). */
export async function findByEmailAndCode(
  services: Services,
  db: Queryable,
  type: string,
  email: string,
  aud: string,
  hash: string,
): Promise<Verified> {
  const user =
    type === 'email_change'
      ? await findUserByCurrentOrNewEmail(db, email, aud)
      : await findUserByEmail(db, email, aud)
  if (!user) throw forbidden('otp_expired', TOKEN_EXPIRED)
  if (isBanned(user, services.now())) throw forbidden('user_banned', 'User is banned')
  const matched = (TOKEN_TYPES.get(type) ?? []).find(
    (tokenType) => codeMatches(hash, user[tokenType]) && !isExpired(services, user, tokenType),
  )
  if (!matched) throw forbidden('otp_expired', TOKEN_EXPIRED)
  return { user, type: actingType(type, matched), hash }
}

async function confirmSignup(db: Queryable, user: UserRow, now: number): Promise<UserRow> {
  const confirmed = await confirmUser(db, user, now)
  for (const identity of await findIdentities(db, confirmed.id)) {
    if (identity.email && confirmed.email && identity.email === confirmed.email.toLowerCase()) {
      await updateIdentityData(db, identity, { email_verified: true }, now)
    }
  }
  return confirmed
}

async function confirmRecovery(db: Queryable, user: UserRow, now: number): Promise<UserRow> {
  const recovered = await updateUser(db, user.id, { recovery_token: '' }, now)
  await clearAllOneTimeTokens(db, recovered.id)
  return isEmailConfirmed(recovered) ? recovered : confirmUser(db, recovered, now)
}

/** With secure email change, the first of the two links only records itself (null: wait for the other). */
async function confirmEmailChange(
  services: Services,
  db: Queryable,
  { user, hash }: Verified,
): Promise<UserRow | null> {
  const now = services.now()
  const secure = !services.config.mailerAutoconfirm && services.config.mailerSecureEmailChangeEnabled
  if (!secure || user.email_change_confirm_status !== 0 || (user.email ?? '') === '') {
    return applyEmailChange(db, user, now)
  }
  const slot = (['email_change_token_current', 'email_change_token_new'] as const).find(
    (tokenType) => codeMatches(hash, user[tokenType]) || hash === user[tokenType],
  )
  if (slot) await clearOneTimeToken(db, user.id, slot)
  await updateUser(db, user.id, { email_change_confirm_status: 1, ...(slot ? { [slot]: '' } : {}) }, now)
  return null
}

/** Applies a verification; null when it was the first link of a secure email change. */
export async function applyVerification(
  services: Services,
  db: Queryable,
  verified: Verified,
): Promise<UserRow | null> {
  const now = services.now()
  let user: UserRow | null
  switch (verified.type) {
    case 'signup':
    case 'invite':
      user = await confirmSignup(db, verified.user, now)
      break
    case 'recovery':
    case 'magiclink':
      user = await confirmRecovery(db, verified.user, now)
      break
    case 'email_change':
      user = await confirmEmailChange(services, db, verified)
      break
    default:
      throw badRequest('validation_failed', 'Unsupported verification type')
  }
  return user && refreshProviders(db, user, now)
}
