// auth.identities: one row per way into an account (email, google, github), and its JSON.

import { newId } from '../crypto'
import { type Queryable, firstRow } from '../db'
import { type Json, dropUndefined, iso, isoOrUndefined, mergeMetadata } from './json'

export interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Json
  provider: string
  last_sign_in_at: Date | null
  created_at: Date
  updated_at: Date
  email: string | null
}

/** identity_data keeps the address lower-cased (the generated email column and lookups rely on it). */
function withLowerCaseEmail(data: Json): Json {
  const copy = { ...data }
  if (typeof copy.email === 'string') copy.email = copy.email.toLowerCase()
  return copy
}

export async function findIdentities(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const result = await db.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at asc, id asc',
    [userId],
  )
  return result.rows
}

export async function findIdentity(
  db: Queryable,
  providerId: string,
  provider: string,
): Promise<IdentityRow | null> {
  return firstRow<IdentityRow>(db, 'select * from auth.identities where provider_id = $1 and provider = $2', [
    providerId,
    provider,
  ])
}

export async function createIdentity(
  db: Queryable,
  userId: string,
  provider: string,
  identityData: Json,
  now: number,
): Promise<IdentityRow> {
  const data = withLowerCaseEmail(identityData)
  const result = await db.query<IdentityRow>(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6, $6) returning *`,
    [newId(), String(data.sub), userId, data, provider, iso(now)],
  )
  return result.rows[0] as IdentityRow
}

export async function updateIdentityData(db: Queryable, identity: IdentityRow, updates: Json, now: number) {
  const data = withLowerCaseEmail(mergeMetadata(identity.identity_data, updates))
  await db.query('update auth.identities set identity_data = $2, updated_at = $3 where id = $1', [
    identity.id,
    data,
    iso(now),
  ])
}

/** A provider sign-in: the provider's fresh claims replace identity_data. */
export async function recordIdentitySignIn(db: Queryable, identity: IdentityRow, claims: Json, now: number) {
  await db.query(
    'update auth.identities set identity_data = $2, last_sign_in_at = $3, updated_at = $3 where id = $1',
    [identity.id, claims, iso(now)],
  )
}

/** GoTrue's SoftDeleteUserIdentities for one identity: no data left, an unrecognisable subject. */
export async function blankIdentity(db: Queryable, identity: IdentityRow, providerId: string, now: number) {
  await db.query(
    "update auth.identities set identity_data = '{}', provider_id = $2, updated_at = $3 where id = $1",
    [identity.id, providerId, iso(now)],
  )
}

export async function deleteOtherIdentities(db: Queryable, userId: string, keepIdentityId: string) {
  await db.query('delete from auth.identities where user_id = $1 and id <> $2', [userId, keepIdentityId])
}

export function identityJson(identity: IdentityRow): Json {
  const json: Json = {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: isoOrUndefined(identity.last_sign_in_at),
    created_at: isoOrUndefined(identity.created_at),
    updated_at: isoOrUndefined(identity.updated_at),
  }
  if (identity.email) json.email = identity.email
  return dropUndefined(json)
}
