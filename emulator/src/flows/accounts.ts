// Account changes that touch several tables: confirming, provider lists, identity take-over, and
// applying an email change.

import { type Queryable } from '../db'
import { type Services } from '../services'
import {
  type IdentityRow,
  createIdentity,
  deleteOtherIdentities,
  findIdentities,
  findIdentity,
  updateIdentityData,
} from '../models/identities'
import { type Json, mergeMetadata } from '../models/json'
import { clearAllOneTimeTokens } from '../models/one-time-tokens'
import { type UserChanges, type UserRow, isEmailConfirmed, updateUser, userJson } from '../models/users'

/** GoTrue's Confirm: marks the email confirmed, sets user_metadata.email_verified, clears one-time tokens. */
export async function confirmUser(db: Queryable, user: UserRow, now: number): Promise<UserRow> {
  const confirmed = await updateUser(
    db,
    user.id,
    {
      confirmation_token: '',
      email_confirmed_at: new Date(now),
      raw_user_meta_data: mergeMetadata(user.raw_user_meta_data, { email_verified: true }),
    },
    now,
  )
  await clearAllOneTimeTokens(db, user.id)
  return confirmed
}

/** GoTrue's UpdateAppMetaDataProviders: `providers` from the identities (oldest first), `provider` = the first. */
export async function refreshProviders(db: Queryable, user: UserRow, now: number): Promise<UserRow> {
  const identities = await findIdentities(db, user.id)
  const providers = [...new Set(identities.map((identity) => identity.provider))]
  const updates: Json = { providers }
  if (providers.length > 0) updates.provider = providers[0]
  return updateUser(db, user.id, { raw_app_meta_data: mergeMetadata(user.raw_app_meta_data, updates) }, now)
}

/**
 * GoTrue's RemoveUnconfirmedIdentities: an unconfirmed account that gains an identity loses every
 * other identity, takes the new identity's data as user_metadata and (for non-email/phone
 * identities) loses its password, so nobody who registered the address first keeps a way in.
 */
export async function removeUnconfirmedIdentities(
  db: Queryable,
  user: UserRow,
  identity: IdentityRow,
  now: number,
): Promise<UserRow> {
  const changes: UserChanges = { raw_user_meta_data: identity.identity_data }
  if (identity.provider !== 'email' && identity.provider !== 'phone') changes.encrypted_password = null
  const updated = await updateUser(db, user.id, changes, now)
  await deleteOtherIdentities(db, user.id, identity.id)
  return refreshProviders(db, updated, now)
}

/** The user's JSON with its identities, as most endpoints answer. */
export async function loadUserJson(db: Queryable, user: UserRow): Promise<Json> {
  return userJson(user, await findIdentities(db, user.id))
}

/** Applies a pending email change (GoTrue's ConfirmEmailChange + the email identity update). */
export async function applyEmailChange(db: Queryable, user: UserRow, now: number): Promise<UserRow | null> {
  const newEmail = user.email_change
  if (!newEmail) return null
  const identity = await findIdentity(db, user.id, 'email')
  if (identity) {
    await updateIdentityData(db, identity, { email: newEmail, email_verified: true }, now)
  } else {
    const data = { email: newEmail, email_verified: true, phone_verified: false, sub: user.id }
    await createIdentity(db, user.id, 'email', data, now)
  }
  const changed = await updateUser(
    db,
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
  await clearAllOneTimeTokens(db, changed.id)
  return isEmailConfirmed(changed) ? changed : confirmUser(db, changed, now)
}

/** GET /user and the admin's GET: the user as it is now, with its identities. */
export const accountJson = (services: Services, user: UserRow): Promise<Json> =>
  loadUserJson(services.db, user)
