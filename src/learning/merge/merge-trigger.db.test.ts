import type { SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { newLearnerClearedAt } from '@/test/emulator'
import { progressCases, timeCases } from './merge-cases'

// The same table as progress-merge.test.ts, run against the database's trigger through the
// emulator's data API: the learner's client sends the stored row, then the incoming one, and
// reads back what the account kept.

const PROGRESS_COLUMNS =
  'article_id,status,last_section,scroll_ratio,completed_at,unread_at,deleted_at,updated_at'
const iso = (value: unknown) => (typeof value === 'string' ? new Date(value).toISOString() : value)

/** The database's timestamps (`+00:00`, microseconds) written as the TypeScript rule writes them. */
function normalised(row: Record<string, unknown> | null, times: string[]) {
  if (!row) return null
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, times.includes(key) ? iso(value) : value]),
  )
}

async function send(client: SupabaseClient, table: string, row: object, onConflict: string) {
  const { error } = await client.from(table).upsert(row, { onConflict })
  expect(error).toBeNull()
}

describe('the trigger of reading_progress runs the merge table', () => {
  it.each(progressCases)('$name', async ({ stored, incoming, clearedAt, expected }) => {
    const client = await newLearnerClearedAt(clearedAt)
    if (stored) await send(client, 'reading_progress', stored, 'user_id,article_id')
    await send(client, 'reading_progress', incoming, 'user_id,article_id')
    const kept = await client
      .from('reading_progress')
      .select(PROGRESS_COLUMNS)
      .eq('article_id', incoming.article_id)
      .maybeSingle()
    expect(kept.error).toBeNull()
    expect(normalised(kept.data, ['completed_at', 'unread_at', 'deleted_at', 'updated_at'])).toEqual(expected)
  })
})

describe('the trigger of reading_time runs the merge table', () => {
  it.each(timeCases)('$name', async ({ stored, incoming, clearedAt, expected }) => {
    const client = await newLearnerClearedAt(clearedAt)
    if (stored) await send(client, 'reading_time', stored, 'user_id,day,client_id')
    await send(client, 'reading_time', incoming, 'user_id,day,client_id')
    const kept = await client
      .from('reading_time')
      .select('day,client_id,seconds,updated_at')
      .eq('day', incoming.day)
      .maybeSingle()
    expect(kept.error).toBeNull()
    expect(normalised(kept.data, ['updated_at'])).toEqual(expected)
  })
})
