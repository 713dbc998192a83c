// GoTrue's createAccountFromExternalIdentity with the stand-in provider's (always verified) email.

import { type Services } from '../services'
import { stableProviderSubject } from '../crypto'
import { type Queryable } from '../db'
import { ApiError, internalError, unprocessable } from '../errors'
import { type IdentityRow, createIdentity, findIdentity, recordIdentitySignIn } from '../models/identities'
import { type Json, dropUndefined, mergeMetadata } from '../models/json'
import {
  type UserRow,
  findUserByEmail,
  findUserById,
  insertUser,
  isBanned,
  isEmailConfirmed,
  updateUser,
} from '../models/users'
import { avatarUrlFor } from '../stand-in/avatar'
import { confirmUser, refreshProviders, removeUnconfirmedIdentities } from './accounts'

export interface ProviderProfile {
  provider: string
  email: string
  fullName: string
  avatarUrl: string
}

/** The claims a real provider returns, as GoTrue stores them in identity_data / user_metadata. */
export function providerClaims(
  services: Services,
  { provider, email, fullName, avatarUrl }: ProviderProfile,
): Json {
  const subject = stableProviderSubject(provider, email)
  const avatar = avatarUrl || avatarUrlFor(services.authUrl, subject, fullName || email)
  const name = fullName || undefined
  const common = { sub: subject, name, avatar_url: avatar, full_name: name, provider_id: subject }
  const specific =
    provider === 'github'
      ? {
          iss: 'https://api.github.com',
          preferred_username: email.split('@')[0],
          user_name: email.split('@')[0],
        }
      : { iss: 'https://accounts.google.com', picture: avatar }
  return dropUndefined({ ...specific, ...common, email, email_verified: true, phone_verified: false })
}

/** A returning identity, an existing account of the same address, or a new account. */
async function findOrCreateAccount(
  services: Services,
  db: Queryable,
  provider: string,
  claims: Json,
  aud: string,
  now: number,
): Promise<{ user: UserRow; identity: IdentityRow }> {
  const existingIdentity = await findIdentity(db, String(claims.sub), provider)
  const owner = existingIdentity
    ? await findUserById(db, existingIdentity.user_id)
    : await findUserByEmail(db, String(claims.email), aud)
  if (existingIdentity && !owner) throw internalError('Database error finding user')
  if (owner) {
    // AccountExists refreshes the identity; LinkAccount gives a verified address's account a new one.
    let identity: IdentityRow
    if (existingIdentity) {
      await recordIdentitySignIn(db, existingIdentity, claims, now)
      identity = { ...existingIdentity, identity_data: claims }
    } else {
      identity = await createIdentity(db, owner.id, provider, claims, now)
    }
    const metadata = mergeMetadata(owner.raw_user_meta_data, claims)
    const user = await updateUser(db, owner.id, { raw_user_meta_data: metadata }, now)
    return { user: await refreshProviders(db, user, now), identity }
  }
  if (services.config.disableSignup)
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
  const user = await insertUser(
    db,
    {
      aud,
      role: services.config.jwtDefaultGroupName,
      email: String(claims.email),
      encryptedPassword: null,
      appMetaData: { provider, providers: [provider] },
      userMetaData: claims,
    },
    now,
  )
  return { user, identity: await createIdentity(db, user.id, provider, claims, now) }
}

export async function accountFromExternalIdentity(
  services: Services,
  db: Queryable,
  provider: string,
  claims: Json,
  aud: string,
): Promise<UserRow> {
  const now = services.now()
  const { user, identity } = await findOrCreateAccount(services, db, provider, claims, aud, now)
  if (isBanned(user, now)) throw new ApiError(403, 'user_banned', 'User is banned')
  if (isEmailConfirmed(user)) return user
  // An unconfirmed account that someone registered with this address loses its password and
  // other identities before the provider's verified identity confirms it (no pre-account takeover).
  const takenOver = await removeUnconfirmedIdentities(db, user, identity, now)
  return confirmUser(db, takenOver, now)
}
