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

// The answer of supabase/migrations/20261126120000_learning_bounds.sql to a full account.
const TOO_MUCH_STORED = { code: 'P0001', message: 'too much stored' }

/** The account holds as many rows as it may: sending again cannot succeed until the learner deletes some. */
export class AccountFullError extends Error {}

export function failOn(error: { code?: string; message: string } | null) {
  if (!error) return
  if (error.code === TOO_MUCH_STORED.code && error.message === TOO_MUCH_STORED.message)
    throw new AccountFullError(error.message)
  throw new Error(error.message)
}

/** Why the account would not store a record: the database's error code and message. */
export interface Refusal {
  code: string
  message: string
}

interface Answer<Row> {
  status: number
  error: { code?: string; message: string } | null
  data?: Row[] | null
}

/**
 * A refusal is an answer about the record itself, which sending it again cannot change: a 4xx but
 * 401 (the session, which the client renews), 408 and 429 (the server, later) and a full account.
 * Anything else (no answer, a 5xx) is an outage: the record waits and is sent again.
 */
function refusalOf<Row>(answer: Answer<Row>): Refusal | null {
  const { status, error } = answer
  if (!error || status < 400 || status >= 500 || [401, 408, 429].includes(status)) return null
  if (error.code === TOO_MUCH_STORED.code && error.message === TOO_MUCH_STORED.message) return null
  return { code: error.code ?? String(status), message: error.message }
}

/** What the account made of a batch: the rows as it now holds them, and the rows it refused and why. */
export interface Sent<Sending, Stored> {
  stored: Stored[]
  refused: { row: Sending; refusal: Refusal }[]
}

/**
 * Sends rows in one request; when the account refuses the batch, row by row, so that one record it
 * will never take (security review M3: a pasted NUL) neither holds back the rest nor passes for
 * being offline.
 */
export async function sendRows<Sending, Stored>(
  rows: Sending[],
  upsert: (rows: Sending[]) => PromiseLike<Answer<Stored>>,
): Promise<Sent<Sending, Stored>> {
  const sent: Sent<Sending, Stored> = { stored: [], refused: [] }
  if (!rows.length) return sent
  const answer = await upsert(rows)
  if (!refusalOf(answer)) {
    failOn(answer.error)
    sent.stored.push(...(answer.data ?? []))
    return sent
  }
  for (const row of rows) {
    const rowAnswer = rows.length === 1 ? answer : await upsert([row])
    const refusal = refusalOf(rowAnswer)
    if (refusal) sent.refused.push({ row, refusal })
    else {
      failOn(rowAnswer.error)
      sent.stored.push(...(rowAnswer.data ?? []))
    }
  }
  return sent
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

/** Sends changed guides; the answer holds the rows as the account now holds them (the trigger merges). */
export function sendProgress(client: SupabaseClient, rows: ProgressRow[]) {
  return sendRows<ProgressRow, ProgressRow>(rows, (batch) =>
    client.from(PROGRESS).upsert(batch, { onConflict: 'user_id,article_id' }).select(PROGRESS_COLUMNS),
  )
}

/**
 * Sends this browser's seconds per day. A day the account refuses (one in the future comes from a
 * wrong device clock) can never be stored: it stays in this browser only, and seconds say nothing a
 * reader could mend, so no one is told.
 */
export async function sendTime(client: SupabaseClient, rows: TimeRow[]) {
  await sendRows<TimeRow, never>(rows, (batch) =>
    client.from(TIME).upsert(batch, { onConflict: 'user_id,day,client_id' }),
  )
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
