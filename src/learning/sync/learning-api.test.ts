import type { SupabaseClient } from '@supabase/supabase-js'
import { expect, test } from 'vitest'
import { markEdit } from '../store/edits'
import { AccountFullError, sendProgress, sendTime } from './learning-api'

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

const day = (date: string) => ({
  day: date,
  client_id: 'browser',
  seconds: 60,
  updated_at: '2026-11-25T10:00:00.000Z',
})
const futureDay = { code: '22008', message: 'day is in the future' }
const tooMuch = { code: 'P0001', message: 'too much stored' }

test('a day from a wrong clock stays out, and the other days of its batch are still stored', async () => {
  const { client, stored } = fakeClient((rows) =>
    rows.some((row) => row.day > '2026-11-27') ? futureDay : null,
  )
  await sendTime(client, [day('2026-11-25'), day('2099-01-01'), day('2026-11-26')])
  expect(stored).toEqual(['2026-11-25', '2026-11-26'])
})

test('"too much stored" is a full account, for days and guides; another error stays a plain failure', async () => {
  await expect(sendTime(fakeClient(() => tooMuch).client, [day('2026-11-25')])).rejects.toBeInstanceOf(
    AccountFullError,
  )
  const guide = markEdit(undefined, 'sales/pricing', false, new Date('2026-11-25T10:00:00.000Z'))
  await expect(sendProgress(fakeClient(() => tooMuch).client, [guide])).rejects.toBeInstanceOf(
    AccountFullError,
  )
  const other = sendTime(fakeClient(() => ({ code: '23514', message: 'check' })).client, [day('2026-11-25')])
  await expect(other).rejects.toThrow('check')
  await expect(other).rejects.not.toBeInstanceOf(AccountFullError)
})
