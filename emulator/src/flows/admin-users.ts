// The admin API's account changes (GoTrue's adminUserCreate, adminUserUpdate, adminUserDelete).

import { createHash } from 'node:crypto'
import { type Services, inTransaction } from '../services'
import { hashPassword, isUuid, randomHex } from '../crypto'
import { type Queryable } from '../db'
import { ApiError, badRequest, isUniqueViolation, unprocessable } from '../errors'
import {
  blankIdentity,
  createIdentity,
  findIdentities,
  findIdentity,
  updateIdentityData,
} from '../models/identities'
import { type Json, mergeMetadata } from '../models/json'
import { clearAllOneTimeTokens } from '../models/one-time-tokens'
import { deleteUserSessions } from '../models/sessions'
import {
  type UserChanges,
  type UserRow,
  deleteUserRow,
  findDuplicateEmailUser,
  insertUser,
  updateUser,
} from '../models/users'
import { checkPasswordStrength, validateEmail } from '../validation'
import { confirmUser, loadUserJson } from './accounts'
import { parseGoDuration } from './go-duration'
import { changePassword } from './user-update'

export const DUPLICATE_EMAIL = 'A user with this email address has already been registered'
const NIL_UUID = '00000000-0000-0000-0000-000000000000'

/** AdminUserParams, decoded. `password` is undefined when absent (Go's *string). */
export interface AdminUserInput {
  id: string
  aud: string
  role: string
  email: string
  phone: string
  password: string | undefined
  /** A bcrypt hash to store as is (create only). */
  passwordHash: string
  emailConfirm: boolean
  userMetadata: Json | undefined
  appMetadata: Json | undefined
  banDuration: string
}

/** ban_duration: undefined leaves the ban as it is, 0 ("none" or "0") lifts it, else milliseconds. */
function banOf(input: AdminUserInput): number | undefined {
  if (input.banDuration === '') return undefined
  if (input.banDuration === 'none') return 0
  const parsed = parseGoDuration(input.banDuration)
  if (typeof parsed === 'string') {
    throw badRequest('validation_failed', `invalid format for ban duration: ${parsed}`)
  }
  return parsed
}

const bannedUntil = (ban: number, now: number) => (ban === 0 ? null : new Date(now + ban))

function refusePhone(input: AdminUserInput) {
  // The emulator has no phone provider: phone numbers are not stored.
  if (input.phone !== '') throw badRequest('phone_provider_disabled', 'Phone signups are disabled')
}

function checkCustomId(id: string) {
  if (id === '') return
  if (!isUuid(id)) throw badRequest('validation_failed', 'ID must conform to the uuid v4 format')
  if (id === NIL_UUID) throw badRequest('validation_failed', 'ID cannot be a nil uuid')
}

/** The new user's email identity, as GoTrue's provider claims of an address. */
const emailClaims = (userId: string, email: string, verified: boolean): Json => ({
  email,
  email_verified: verified,
  phone_verified: false,
  sub: userId,
})

const BCRYPT_HASH = /^\$2[aby]?\$\d\d\$[./A-Za-z0-9]{53}$/

/** A given bcrypt hash, else the password's hash (no password: a long random one nobody knows). */
async function passwordHashFor(services: Services, input: AdminUserInput): Promise<string> {
  if (input.passwordHash !== '') {
    if (input.password !== undefined) {
      throw badRequest('validation_failed', 'Only a password or a password hash should be provided')
    }
    // GoTrue also takes Argon2 and Firebase scrypt hashes; the emulator only verifies bcrypt.
    if (!BCRYPT_HASH.test(input.passwordHash)) throw new ApiError(500, '', 'Error creating user')
    return input.passwordHash
  }
  const password = input.password || randomHex(32)
  if (Buffer.byteLength(password) > 72) {
    throw badRequest('validation_failed', 'bcrypt: password length exceeds 72 bytes')
  }
  return hashPassword(password, services.config.bcryptCost)
}

export async function createUserAsAdmin(
  services: Services,
  input: AdminUserInput,
  requestAud: string,
): Promise<Json> {
  const aud = input.aud || requestAud
  if (input.email === '' && input.phone === '') {
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone')
  }
  refusePhone(input)
  const email = validateEmail(input.email)
  if (await findDuplicateEmailUser(services.db, email, aud, null))
    throw unprocessable('email_exists', DUPLICATE_EMAIL)
  const hash = await passwordHashFor(services, input)
  checkCustomId(input.id)
  const ban = banOf(input)
  try {
    return await inTransaction(services, async ({ tx }) => {
      const now = services.now()
      let user = await insertUser(
        tx,
        {
          id: input.id || undefined,
          aud,
          role: (input.role || services.config.jwtDefaultGroupName).trim(),
          email,
          encryptedPassword: hash,
          appMetaData: mergeMetadata({ provider: 'email', providers: ['email'] }, input.appMetadata ?? {}),
          userMetaData: input.userMetadata ?? {},
        },
        now,
      )
      await createIdentity(tx, user.id, 'email', emailClaims(user.id, email, false), now)
      if (input.emailConfirm) user = await confirmUser(tx, user, now)
      if (ban !== undefined)
        user = await updateUser(tx, user.id, { banned_until: bannedUntil(ban, now) }, now)
      return loadUserJson(tx, user)
    })
  } catch (error) {
    // A concurrent create of the same address (or the same chosen id) lost the insert.
    if (isUniqueViolation(error)) throw unprocessable('email_exists', DUPLICATE_EMAIL)
    throw error
  }
}

/** A new address set directly (no mail): the email identity follows it. */
async function setEmail(tx: Queryable, user: UserRow, email: string, confirmed: boolean, now: number) {
  const identity = await findIdentity(tx, user.id, 'email')
  if (identity) await updateIdentityData(tx, identity, { email, email_verified: confirmed }, now)
  else await createIdentity(tx, user.id, 'email', emailClaims(user.id, email, confirmed), now)
  const changes: UserChanges = { email }
  if (user.is_anonymous && confirmed) changes.is_anonymous = false
  return updateUser(tx, user.id, changes, now)
}

export async function updateUserAsAdmin(
  services: Services,
  found: UserRow,
  input: AdminUserInput,
): Promise<Json> {
  const email = input.email === '' ? '' : validateEmail(input.email)
  refusePhone(input)
  const ban = banOf(input)
  let hash: string | null = null
  if (input.password !== undefined) {
    checkPasswordStrength(services.config, input.password)
    hash = await hashPassword(input.password, services.config.bcryptCost)
  }
  try {
    return await inTransaction(services, async (scope) => {
      const { tx } = scope
      const now = services.now()
      let user = found
      if (input.role !== '') user = await updateUser(tx, user.id, { role: input.role.trim() }, now)
      if (input.emailConfirm) user = await confirmUser(tx, user, now)
      // GoTrue's UpdatePassword with no session: every session of the user ends.
      if (hash !== null) user = await changePassword(scope, user, null, hash, now)
      if (email !== '') user = await setEmail(tx, user, email, input.emailConfirm, now)
      const changes: UserChanges = {}
      if (input.appMetadata)
        changes.raw_app_meta_data = mergeMetadata(user.raw_app_meta_data, input.appMetadata)
      if (input.userMetadata) {
        changes.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, input.userMetadata)
      }
      if (ban !== undefined) changes.banned_until = bannedUntil(ban, now)
      if (Object.keys(changes).length > 0) user = await updateUser(tx, user.id, changes, now)
      return loadUserJson(tx, user)
    })
  } catch (error) {
    // GoTrue does not look for a taken address here: the unique index refuses it inside its transaction.
    if (isUniqueViolation(error)) throw new ApiError(500, '', 'Error updating user')
    throw error
  }
}

/** GoTrue's obfuscateValue: base64url(sha256(user id + value)), so a deleted address is free again. */
const obfuscate = (userId: string, value: string) =>
  createHash('sha256')
    .update(userId + value)
    .digest('base64url')

/** GoTrue's SoftDeleteUser and SoftDeleteUserIdentities: the row stays, nothing in it leads back to a person. */
async function softDelete(tx: Queryable, user: UserRow, now: number) {
  await updateUser(
    tx,
    user.id,
    {
      email: obfuscate(user.id, user.email ?? ''),
      phone: obfuscate(user.id, user.phone ?? '').slice(0, 15),
      email_change: obfuscate(user.id, user.email_change),
      phone_change: obfuscate(user.id, user.phone_change).slice(0, 15),
      encrypted_password: null,
      confirmation_token: '',
      recovery_token: '',
      email_change_token_current: '',
      email_change_token_new: '',
      phone_change_token: '',
      deleted_at: new Date(now),
      raw_user_meta_data: {},
      raw_app_meta_data: {},
    },
    now,
  )
  await clearAllOneTimeTokens(tx, user.id)
  await deleteUserSessions(tx, user.id)
  for (const identity of await findIdentities(tx, user.id)) {
    const subject = obfuscate(identity.user_id, `${identity.provider}:${identity.provider_id}`)
    await blankIdentity(tx, identity, subject, now)
  }
}

/** A hard delete takes everything with it; a soft one keeps an anonymous row (and is done only once). */
export async function deleteUserAsAdmin(services: Services, user: UserRow, soft: boolean): Promise<void> {
  await inTransaction(services, async ({ tx }) => {
    if (!soft) await deleteUserRow(tx, user.id)
    else if (user.deleted_at === null) await softDelete(tx, user, services.now())
  })
}
