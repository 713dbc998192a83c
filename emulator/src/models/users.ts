// auth.users: the account row, its SQL and GoTrue's User JSON.

import { newId } from '../crypto'
import { type Queryable, firstRow } from '../db'
import { type IdentityRow, identityJson } from './identities'
import { type Json, dropUndefined, iso, isoOrUndefined } from './json'

export interface UserRow {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  invited_at: Date | null
  confirmation_token: string
  confirmation_sent_at: Date | null
  recovery_token: string
  recovery_sent_at: Date | null
  email_change_token_new: string
  email_change: string
  email_change_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Json
  raw_user_meta_data: Json
  created_at: Date
  updated_at: Date
  phone: string | null
  phone_confirmed_at: Date | null
  phone_change: string
  phone_change_token: string
  phone_change_sent_at: Date | null
  confirmed_at: Date | null
  email_change_token_current: string
  email_change_confirm_status: number
  banned_until: Date | null
  reauthentication_token: string
  reauthentication_sent_at: Date | null
  is_sso_user: boolean
  deleted_at: Date | null
  is_anonymous: boolean
}

const INSTANCE_ID = '00000000-0000-0000-0000-000000000000'

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  return firstRow<UserRow>(db, 'select * from auth.users where id = $1', [id])
}

export async function findUserByEmail(db: Queryable, email: string, aud: string): Promise<UserRow | null> {
  return firstRow<UserRow>(
    db,
    'select * from auth.users where lower(email) = lower($1) and aud = $2 and is_sso_user = false limit 1',
    [email, aud],
  )
}

/** The user whose current or pending (email change) address this is. */
export async function findUserByCurrentOrNewEmail(
  db: Queryable,
  email: string,
  aud: string,
): Promise<UserRow | null> {
  return firstRow<UserRow>(
    db,
    `select * from auth.users where aud = $2 and is_sso_user = false
       and (lower(email) = lower($1) or lower(email_change) = lower($1)) limit 1`,
    [email, aud],
  )
}

/** GoTrue's IsDuplicatedEmail: another user holding this address (or an identity with it). */
export async function findDuplicateEmailUser(
  db: Queryable,
  email: string,
  aud: string,
  excludeUserId: string | null,
): Promise<UserRow | null> {
  return firstRow<UserRow>(
    db,
    `select u.* from auth.users u
      where u.aud = $2 and u.is_sso_user = false
        and ($3::uuid is null or u.id <> $3::uuid)
        and (lower(u.email) = lower($1)
             or exists (select 1 from auth.identities i where i.user_id = u.id and i.email = lower($1)))
      limit 1`,
    [email, aud, excludeUserId],
  )
}

export interface NewUser {
  /** A chosen id (the admin API's `id`); a random one otherwise. */
  id?: string
  aud: string
  role: string
  email: string | null
  encryptedPassword: string | null
  appMetaData: Json
  userMetaData: Json
  isAnonymous?: boolean
}

export async function insertUser(db: Queryable, user: NewUser, now: number): Promise<UserRow> {
  const result = await db.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
                             raw_user_meta_data, created_at, updated_at, is_anonymous)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)
     returning *`,
    [
      INSTANCE_ID,
      user.id ?? newId(),
      user.aud,
      user.role,
      user.email,
      user.encryptedPassword,
      user.appMetaData,
      user.userMetaData,
      iso(now),
      user.isAnonymous ?? false,
    ],
  )
  return result.rows[0] as UserRow
}

type UserColumn = Exclude<keyof UserRow, 'id' | 'confirmed_at' | 'created_at'>
export type UserChanges = Partial<Pick<UserRow, UserColumn>>

/** Updates columns of a user (and updated_at) and returns the fresh row. */
export async function updateUser(
  db: Queryable,
  id: string,
  changes: UserChanges,
  now: number,
): Promise<UserRow> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined)
  const assignments = entries.map(([column], index) => `${column} = $${index + 2}`)
  assignments.push(`updated_at = $${entries.length + 2}`)
  const values = entries.map(([, value]) => (value instanceof Date ? iso(value) : value))
  const result = await db.query<UserRow>(
    `update auth.users set ${assignments.join(', ')} where id = $1 returning *`,
    [id, ...values, iso(now)],
  )
  const row = result.rows[0]
  if (!row) throw new Error(`user ${id} vanished`)
  return row
}

/** A page of users, newest first unless `oldestFirst` (GoTrue's FindUsersInAudience); every audience when aud is null. */
export async function listUsers(
  db: Queryable,
  aud: string | null,
  filter: string,
  page: { offset: number; limit: number; oldestFirst?: boolean },
): Promise<{ users: UserRow[]; total: number }> {
  const where = `($1::text is null or aud = $1)
    and ($2 = '' or email like '%' || $2 || '%' or raw_user_meta_data ->> 'full_name' ilike '%' || $2 || '%')`
  const counted = await db.query<{ total: number }>(
    `select count(*)::int as total from auth.users where ${where}`,
    [aud, filter],
  )
  const result = await db.query<UserRow>(
    `select * from auth.users where ${where} order by created_at ${page.oldestFirst ? 'asc' : 'desc'}, id limit $3 offset $4`,
    [aud, filter, page.limit, page.offset],
  )
  return { users: result.rows, total: counted.rows[0]?.total ?? 0 }
}

/** A hard delete: identities, sessions, refresh tokens and one-time tokens go with the row. */
export async function deleteUserRow(db: Queryable, id: string) {
  await db.query('delete from auth.users where id = $1', [id])
}

export const isEmailConfirmed = (user: UserRow): boolean => user.email_confirmed_at !== null
export const isBanned = (user: UserRow, now: number): boolean =>
  user.banned_until !== null && user.banned_until.getTime() > now

/** The User object exactly as GoTrue serialises it (field order and omitted empty fields). */
export function userJson(user: UserRow, identities: IdentityRow[]): Json {
  return dropUndefined({
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: isoOrUndefined(user.email_confirmed_at),
    invited_at: isoOrUndefined(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: isoOrUndefined(user.phone_confirmed_at),
    confirmation_sent_at: isoOrUndefined(user.confirmation_sent_at),
    confirmed_at: isoOrUndefined(user.confirmed_at),
    recovery_sent_at: isoOrUndefined(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: isoOrUndefined(user.email_change_sent_at),
    new_phone: user.phone_change || undefined,
    phone_change_sent_at: isoOrUndefined(user.phone_change_sent_at),
    reauthentication_sent_at: isoOrUndefined(user.reauthentication_sent_at),
    last_sign_in_at: isoOrUndefined(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: isoOrUndefined(user.created_at),
    updated_at: isoOrUndefined(user.updated_at),
    banned_until: isoOrUndefined(user.banned_until),
    deleted_at: isoOrUndefined(user.deleted_at),
    is_anonymous: user.is_anonymous,
  })
}
