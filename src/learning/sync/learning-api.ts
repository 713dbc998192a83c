import type { SupabaseClient } from '@supabase/supabase-js'
import type { ProgressRow, TimeRow } from '../merge/progress-merge'

// The learning tables of supabase/migrations: Row Level Security gives each learner their own rows
// only, so no query here needs to name the user.
const PROGRESS = 'reading_progress'
const TIME = 'reading_time'
const PROGRESS_COLUMNS =
  'article_id,status,last_section,scroll_ratio,completed_at,unread_at,deleted_at,updated_at'
const TIME_COLUMNS = 'day,client_id,seconds,updated_at'
/** The streak looks back this far; older days are not needed on this device. */
const DAYS_KEPT = 400

// The answers of supabase/migrations/20261126120000_learning_bounds.sql.
const TOO_MUCH_STORED = { code: 'P0001', message: 'too much stored' }
const DAY_IN_THE_FUTURE = '22008'

/** The account holds as many rows as it may: sending again cannot succeed until the learner deletes some. */
export class AccountFullError extends Error {}

export function failOn(error: { code?: string; message: string } | null) {
  if (!error) return
  if (error.code === TOO_MUCH_STORED.code && error.message === TOO_MUCH_STORED.message)
    throw new AccountFullError(error.message)
  throw new Error(error.message)
}

/** The account's rows and when the learner last deleted their learning data. */
export async function fetchAccountRows(client: SupabaseClient, today: Date) {
  const since = new Date(today)
  since.setDate(since.getDate() - DAYS_KEPT)
  const [progress, time, clears] = await Promise.all([
    client.from(PROGRESS).select(PROGRESS_COLUMNS),
    client.from(TIME).select(TIME_COLUMNS).gte('day', since.toISOString().slice(0, 10)),
    client.from('learning_clears').select('cleared_at').maybeSingle(),
  ])
  failOn(progress.error)
  failOn(time.error)
  failOn(clears.error)
  return {
    progress: (progress.data ?? []) as ProgressRow[],
    time: (time.data ?? []) as TimeRow[],
    clearedAt: (clears.data as { cleared_at: string } | null)?.cleared_at ?? null,
  }
}

/** Sends changed guides in one upsert and answers with the rows as the account now holds them (the trigger merges). */
export async function sendProgress(client: SupabaseClient, rows: ProgressRow[]): Promise<ProgressRow[]> {
  if (!rows.length) return []
  const stored = await client
    .from(PROGRESS)
    .upsert(rows, { onConflict: 'user_id,article_id' })
    .select(PROGRESS_COLUMNS)
  failOn(stored.error)
  return (stored.data ?? []) as ProgressRow[]
}

/**
 * Sends this browser's seconds per day. A day the account refuses as in the future came from a
 * wrong device clock and can never be stored: it stays in this browser only, and the other days
 * of the batch (which it would refuse along with it) go one by one.
 */
export async function sendTime(client: SupabaseClient, rows: TimeRow[]) {
  const upsert = async (batch: TimeRow[]) =>
    (await client.from(TIME).upsert(batch, { onConflict: 'user_id,day,client_id' })).error
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

/** "Delete my learning data": the account's rows go, and the answer is the cleared_at every device honours. */
export async function clearAccount(client: SupabaseClient): Promise<string> {
  const { data, error } = await client.rpc('clear_learning_data')
  failOn(error)
  return data as string
}
