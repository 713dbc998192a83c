// auth.one_time_tokens: mail link and code hashes, mirrored on the users row as GoTrue does.

import { newId } from '../crypto'
import { type Queryable, pgTextArray } from '../db'
import { iso } from './json'
import { type UserChanges, type UserRow, findUserById, updateUser } from './users'

export type OneTimeTokenType =
  | 'confirmation_token'
  | 'reauthentication_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'phone_change_token'

/** The users column that records when each kind of token was last sent. */
export type SentAtColumn = 'confirmation_sent_at' | 'recovery_sent_at' | 'reauthentication_sent_at'

export async function setOneTimeToken(
  db: Queryable,
  user: UserRow,
  type: OneTimeTokenType,
  hash: string,
  relatesTo: string,
  sentAtColumn: SentAtColumn | null,
  now: number,
): Promise<UserRow> {
  await db.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6)
     on conflict (user_id, token_type)
     do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to, updated_at = excluded.updated_at`,
    [newId(), user.id, type, hash, relatesTo, iso(now)],
  )
  // the users column of each token type has the type's name
  const changes: UserChanges = { [type]: hash }
  if (sentAtColumn) changes[sentAtColumn] = new Date(now)
  return updateUser(db, user.id, changes, now)
}

export async function clearOneTimeToken(db: Queryable, userId: string, type: OneTimeTokenType) {
  await db.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [userId, type])
}

export async function clearAllOneTimeTokens(db: Queryable, userId: string) {
  await db.query('delete from auth.one_time_tokens where user_id = $1', [userId])
}

/** Finds the user holding a one-time token hash of one of the given types. */
export async function findUserByTokenHash(
  db: Queryable,
  hash: string,
  types: OneTimeTokenType[],
): Promise<{ user: UserRow; type: OneTimeTokenType } | null> {
  if (!hash) return null
  const result = await db.query<{ user_id: string; token_type: OneTimeTokenType }>(
    'select user_id, token_type from auth.one_time_tokens where token_hash = $1 and token_type::text = any($2::text[])',
    [hash, pgTextArray(types)],
  )
  for (const row of result.rows) {
    const user = await findUserById(db, row.user_id)
    // the users column must agree (a token replaced or cleared there is no longer valid)
    if (user && user[row.token_type] === hash) return { user, type: row.token_type }
  }
  return null
}
