import type { SupabaseClient } from '@supabase/supabase-js'
import type { ArticleProgress } from '../progress'
import { rowFromRecord, type ProgressRow, type TimeRow } from './account-state'

// The learning tables of supabase/migrations: Row Level Security gives each learner their own rows
// only, so no query here needs to name the user (the filters on user_id just make deletes explicit).
const PROGRESS = 'reading_progress'
const TIME = 'reading_time'
const PROGRESS_COLUMNS = 'article_id,status,last_section,scroll_ratio,completed_at,updated_at'
/** The streak looks back this far; older days are not needed on this device. */
const DAYS_KEPT = 400

// The answers of supabase/migrations/20261126120000_learning_bounds.sql.
const TOO_MUCH_STORED = { code: 'P0001', message: 'too much stored' }
const DAY_IN_THE_FUTURE = '22008'

/** The account holds as many rows as it may: sending again cannot succeed until the learner deletes some. */
export class AccountFullError extends Error {}

function failOn(error: { code?: string; message: string } | null) {
  if (!error) return
  if (error.code === TOO_MUCH_STORED.code && error.message === TOO_MUCH_STORED.message) throw new AccountFullError(error.message)
  throw new Error(error.message)
}

export async function fetchAccountRows(client: SupabaseClient, today: Date) {
  const since = new Date(today)
  since.setDate(since.getDate() - DAYS_KEPT)
  const [progress, time] = await Promise.all([
    client.from(PROGRESS).select(PROGRESS_COLUMNS),
    client.from(TIME).select('day,client_id,seconds').gte('day', since.toISOString().slice(0, 10)),
  ])
  failOn(progress.error)
  failOn(time.error)
  return { progress: (progress.data ?? []) as ProgressRow[], time: (time.data ?? []) as TimeRow[] }
}

/**
 * Sends changed guides in one upsert and answers with the rows as the account now holds them. An
 * explicit "unread" carries its mark (`unread_at`): the database lets only a mark turn a completed
 * guide back, and refuses completions dated before it.
 */
export async function sendArticles(client: SupabaseClient, articles: Record<string, ArticleProgress>): Promise<ProgressRow[]> {
  const rows = Object.entries(articles).map(([id, record]) => rowFromRecord(id, record))
  if (!rows.length) return []
  const stored = await client.from(PROGRESS).upsert(rows, { onConflict: 'user_id,article_id' }).select(PROGRESS_COLUMNS)
  failOn(stored.error)
  return (stored.data ?? []) as ProgressRow[]
}

/**
 * Sends this browser's seconds per day. A day the account refuses as in the future came from a
 * wrong device clock and can never be stored: it stays in this browser only, and the other days
 * of the batch (which it would refuse along with it) go one by one.
 */
export async function sendDays(client: SupabaseClient, clientId: string, days: Record<string, number>) {
  const rows = Object.entries(days).map(([day, seconds]) => ({ day, client_id: clientId, seconds, updated_at: new Date().toISOString() }))
  const upsert = async (batch: typeof rows) => (await client.from(TIME).upsert(batch, { onConflict: 'user_id,day,client_id' })).error
  if (!rows.length) return
  const error = await upsert(rows)
  if (error?.code !== DAY_IN_THE_FUTURE) return failOn(error)
  for (const row of rows) {
    const rowError = await upsert([row])
    if (rowError?.code !== DAY_IN_THE_FUTURE) failOn(rowError)
  }
}

/** Every row the account holds, as stored: what "export my learning data" downloads. */
export async function exportRows(client: SupabaseClient) {
  const [progress, time] = await Promise.all([
    client.from(PROGRESS).select('*').order('article_id'),
    client.from(TIME).select('*').order('day'),
  ])
  failOn(progress.error)
  failOn(time.error)
  return { reading_progress: progress.data ?? [], reading_time: time.data ?? [] }
}

export async function deleteRows(client: SupabaseClient, userId: string) {
  failOn((await client.from(PROGRESS).delete().eq('user_id', userId)).error)
  failOn((await client.from(TIME).delete().eq('user_id', userId)).error)
}
