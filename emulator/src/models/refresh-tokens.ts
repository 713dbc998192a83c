// auth.refresh_tokens: one chain (family) of rotated tokens per session.

import { newRefreshToken } from '../crypto'
import { type Queryable, firstRow } from '../db'
import { iso } from './json'

export interface RefreshTokenRow {
  id: number
  token: string
  user_id: string
  revoked: boolean
  created_at: Date
  updated_at: Date
  parent: string | null
  session_id: string
}

export async function createRefreshToken(
  db: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
  now: number,
): Promise<RefreshTokenRow> {
  const result = await db.query<RefreshTokenRow>(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $3, $4, $5) returning *`,
    [newRefreshToken(), userId, iso(now), parent, sessionId],
  )
  return result.rows[0] as RefreshTokenRow
}

export async function findRefreshToken(db: Queryable, token: string): Promise<RefreshTokenRow | null> {
  return firstRow<RefreshTokenRow>(db, 'select * from auth.refresh_tokens where token = $1', [token])
}

/** The newest unrevoked token of a session (the one the client should hold). */
export async function findActiveRefreshToken(
  db: Queryable,
  sessionId: string,
): Promise<RefreshTokenRow | null> {
  return firstRow<RefreshTokenRow>(
    db,
    'select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
    [sessionId],
  )
}

export async function revokeRefreshToken(db: Queryable, id: number, now: number) {
  await db.query('update auth.refresh_tokens set revoked = true, updated_at = $2 where id = $1', [
    id,
    iso(now),
  ])
}

/**
 * Revokes every token of the session the given token belongs to. Stamping updated_at (as GoTrue's
 * models.RevokeTokenFamily does) opens no new reuse window: a revoked token is only ever answered
 * with the session's active token (flows/refresh.ts), and a revoked family has none.
 */
export async function revokeTokenFamily(db: Queryable, token: string, now: number) {
  await db.query(
    `update auth.refresh_tokens set revoked = true, updated_at = $2
      where session_id = (select session_id from auth.refresh_tokens where token = $1) and revoked = false`,
    [token, iso(now)],
  )
}
