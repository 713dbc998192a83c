// auth.sessions and auth.mfa_amr_claims (how each session was signed in).

import { newId } from '../crypto'
import { type Queryable, firstRow } from '../db'
import { type AmrEntry } from '../jwt'
import { iso } from './json'

export interface SessionRow {
  id: string
  user_id: string
  created_at: Date
  updated_at: Date
  aal: string | null
}

const SESSION_COLUMNS = 'id, user_id, created_at, updated_at, aal'

/** Postgres inet accepts only a plain address; anything else is stored as null. */
function inetOrNull(ip: string | null): string | null {
  if (!ip || !/^[0-9a-fA-F:.]+$/.test(ip) || ip.length > 45) return null
  return ip.replace(/^::ffff:/, '')
}

export async function createSession(
  db: Queryable,
  userId: string,
  now: number,
  userAgent: string | null,
  ip: string | null,
): Promise<SessionRow> {
  const result = await db.query<SessionRow>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, $3, $3, 'aal1', $4, $5::inet) returning ${SESSION_COLUMNS}`,
    [newId(), userId, iso(now), userAgent ? userAgent.slice(0, 1024) : null, inetOrNull(ip)],
  )
  return result.rows[0] as SessionRow
}

export async function findSession(db: Queryable, id: string): Promise<SessionRow | null> {
  return firstRow<SessionRow>(db, `select ${SESSION_COLUMNS} from auth.sessions where id = $1`, [id])
}

export async function markSessionRefreshed(db: Queryable, sessionId: string, now: number) {
  await db.query(
    'update auth.sessions set refreshed_at = $2::timestamptz, updated_at = $2::timestamptz where id = $1',
    [sessionId, iso(now)],
  )
}

export async function deleteUserSessions(db: Queryable, userId: string) {
  await db.query('delete from auth.sessions where user_id = $1', [userId])
}

export async function deleteSession(db: Queryable, sessionId: string) {
  await db.query('delete from auth.sessions where id = $1', [sessionId])
}

export async function deleteOtherSessions(db: Queryable, sessionId: string, userId: string) {
  await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId])
}

export async function addAmrClaim(db: Queryable, sessionId: string, method: string, now: number) {
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, $3, $3, $4)
     on conflict (session_id, authentication_method) do update set updated_at = excluded.updated_at`,
    [newId(), sessionId, iso(now), method],
  )
}

/** The session's sign-in methods, newest first, as the `amr` claim lists them. */
export async function sessionAmr(db: Queryable, sessionId: string): Promise<AmrEntry[]> {
  const result = await db.query<{ authentication_method: string; updated_at: Date }>(
    'select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1',
    [sessionId],
  )
  return result.rows
    .map((claim) => ({
      method: claim.authentication_method,
      timestamp: Math.floor(claim.updated_at.getTime() / 1000),
    }))
    .sort((first, second) => second.timestamp - first.timestamp)
}
