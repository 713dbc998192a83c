import type { SupabaseClient } from '@supabase/supabase-js'
import { expect, test } from 'vitest'
import { AccountFullError, sendArticles, sendDays } from './learning-api'

type Row = { day: string }
type Answer = { code: string; message: string } | null

/** A data API that answers each upsert from its rows, recording what was stored. */
function fakeClient(answer: (rows: Row[]) => Answer) {
  const stored: string[] = []
  const client = {
    from: () => ({
      upsert: (rows: Row[]) => {
        const error = answer(rows)
        if (!error) stored.push(...rows.map((row) => row.day))
        const result = Promise.resolve({ error, data: [] })
        return Object.assign(result, { select: () => result })
      },
    }),
  } as unknown as SupabaseClient
  return { client, stored }
}

const futureDay = { code: '22008', message: 'day is in the future' }
const tooMuch = { code: 'P0001', message: 'too much stored' }

test('a day from a wrong clock stays out, and the other days of its batch are still stored', async () => {
  const { client, stored } = fakeClient((rows) => (rows.some((row) => row.day > '2026-11-27') ? futureDay : null))
  await sendDays(client, 'browser', { '2026-11-25': 60, '2099-01-01': 60, '2026-11-26': 120 })
  expect(stored).toEqual(['2026-11-25', '2026-11-26'])
})

test('"too much stored" is a full account, for days and guides; another error stays a plain failure', async () => {
  await expect(sendDays(fakeClient(() => tooMuch).client, 'browser', { '2026-11-25': 60 })).rejects.toBeInstanceOf(AccountFullError)
  const guide = { status: 'started' as const, lastSection: null, scrollRatio: 0, completedAt: null, updatedAt: '2026-11-25T10:00:00.000Z' }
  await expect(sendArticles(fakeClient(() => tooMuch).client, { 'sales/pricing': guide })).rejects.toBeInstanceOf(AccountFullError)
  const other = sendDays(fakeClient(() => ({ code: '23514', message: 'check' })).client, 'browser', { '2026-11-25': 60 })
  await expect(other).rejects.toThrow('check')
  await expect(other).rejects.not.toBeInstanceOf(AccountFullError)
})
