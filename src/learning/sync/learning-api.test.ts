import type { SupabaseClient } from '@supabase/supabase-js'
import { expect, test } from 'vitest'
import { markEdit } from '../store/edits'
import { AccountFullError, sendProgress, sendRows, sendTime } from './learning-api'

type Row = { day: string }
type Answer = { status: number; error: { code: string; message: string } | null }

/** A data API that answers each upsert from its rows, recording what was stored. */
function fakeClient(answer: (rows: Row[]) => Answer) {
  const stored: string[] = []
  const client = {
    from: () => ({
      upsert: (rows: Row[]) => {
        const { status, error } = answer(rows)
        if (!error) stored.push(...rows.map((row) => row.day))
        const result = Promise.resolve({ status, error, data: error ? null : rows })
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
const ok: Answer = { status: 201, error: null }
const futureDay: Answer = { status: 400, error: { code: '22008', message: 'day is in the future' } }
const tooMuch: Answer = { status: 400, error: { code: 'P0001', message: 'too much stored' } }
const nul: Answer = { status: 400, error: { code: '22P05', message: 'unsupported Unicode escape sequence' } }

test('a day from a wrong clock stays out, and the other days of its batch are still stored', async () => {
  const { client, stored } = fakeClient((rows) =>
    rows.some((row) => row.day > '2026-11-27') ? futureDay : ok,
  )
  await sendTime(client, [day('2026-11-25'), day('2099-01-01'), day('2026-11-26')])
  expect(stored).toEqual(['2026-11-25', '2026-11-26'])
})

test('"too much stored" is a full account, for days and guides', async () => {
  await expect(sendTime(fakeClient(() => tooMuch).client, [day('2026-11-25')])).rejects.toBeInstanceOf(
    AccountFullError,
  )
  const guide = markEdit(undefined, 'sales/pricing', false, new Date('2026-11-25T10:00:00.000Z'))
  await expect(sendProgress(fakeClient(() => tooMuch).client, [guide])).rejects.toBeInstanceOf(
    AccountFullError,
  )
})

test('a record the database refuses is reported with its reason, and the rest of its batch is stored', async () => {
  const { client, stored } = fakeClient((rows) => (rows.some((row) => row.day === 'bad') ? nul : ok))
  const upsert = (rows: Row[]) => client.from('notes').upsert(rows).select()
  const sent = await sendRows(['a', 'bad', 'b'].map(day), upsert)
  expect(stored).toEqual(['a', 'b'])
  expect(sent.stored.map((row) => row.day)).toEqual(['a', 'b'])
  expect(sent.refused).toEqual([
    { row: day('bad'), refusal: { code: '22P05', message: 'unsupported Unicode escape sequence' } },
  ])
})

test.each([
  ['no answer (offline)', 0],
  ['an expired session', 401],
  ['a timeout', 408],
  ['too many requests', 429],
  ['a server error', 503],
])('%s is an outage, never a refusal: the send fails and the rows wait', async (_, status) => {
  const { client, stored } = fakeClient(() => ({ status, error: { code: '', message: `status ${status}` } }))
  const sending = sendRows([day('a'), day('b')], (rows) => client.from('notes').upsert(rows).select())
  await expect(sending).rejects.toThrow(`status ${status}`)
  await expect(sending).rejects.not.toBeInstanceOf(AccountFullError)
  expect(stored).toEqual([])
})
