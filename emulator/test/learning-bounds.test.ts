// The learning tables' bounds (supabase/migrations/20261126120000_learning_bounds.sql): a fast
// device clock is taken as the server's now, a reading day stops at tomorrow in UTC+14, and one
// learner keeps at most 5,000 rows per table.

import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_MIGRATIONS_DIR } from '../src/project-migrations'
import { type RunningEmulator, startEmulator } from '../src/server'
import { client, uniqueEmail } from './helpers'

const BOUNDS = '20261126120000_learning_bounds.sql'
const QUOTA = 5000
const FAR_FUTURE = '2099-01-01T00:00:00+00:00'
const CLIENT_ID = '6f1c3b8e-2a4d-4c1e-9b7a-3d5e8f0a1b2c'

const dataDir = mkdtempSync(join(tmpdir(), 'emulator-bounds-'))
const migrationsDir = mkdtempSync(join(tmpdir(), 'emulator-bounds-src-'))
let emu: RunningEmulator

function start(ports = { api: 0, mail: 0 }) {
  return startEmulator({
    dataDir,
    // No migrated template: this folder must start without the bounds, to store what they now refuse.
    apiPort: ports.api,
    mailPort: ports.mail,
    env: { EMULATOR_MIGRATIONS_DIR: migrationsDir, EMULATOR_BCRYPT_COST: '4', EMULATOR_RATE_LIMITS: 'off' },
    config: { mailerAutoconfirm: true },
    log: () => {},
  })
}

async function learner(): Promise<SupabaseClient> {
  const c = client(emu)
  const { error } = await c.auth.signUp({ email: uniqueEmail('bounds'), password: 'secret-password' })
  if (error) throw error
  return c
}

const utcDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)
const isPast = (time: string | null) => time !== null && Date.parse(time) <= Date.now()

/** Sends one guide's row as the site's sync does and reads back what the account kept. */
const upsertGuide = (learner: SupabaseClient, article: string, row: Record<string, unknown>) =>
  learner
    .from('reading_progress')
    .upsert({ article_id: article, ...row }, { onConflict: 'user_id,article_id' })
    .select('status,completed_at,unread_at,updated_at')
    .single()

let stale: SupabaseClient

beforeAll(async () => {
  // The migrations before the bounds first, so a row from a fast clock can be stored before them.
  for (const file of readdirSync(DEFAULT_MIGRATIONS_DIR).filter((name) => name < BOUNDS))
    copyFileSync(join(DEFAULT_MIGRATIONS_DIR, file), join(migrationsDir, file))
  emu = await start()
  stale = await learner()
  await upsertGuide(stale, 'sales/pricing', {
    status: 'completed',
    completed_at: '2026-11-20T10:00:00+00:00',
    scroll_ratio: 1,
  })
  const marked = await upsertGuide(stale, 'sales/pricing', {
    status: 'started',
    completed_at: null,
    scroll_ratio: 0,
    unread_at: FAR_FUTURE,
    updated_at: FAR_FUTURE,
  })
  expect(marked.data?.unread_at).toBe(FAR_FUTURE)
  const wrongDay = await stale
    .from('reading_time')
    .insert({ day: '9999-12-31', client_id: CLIENT_ID, seconds: 60 })
  expect(wrongDay.error).toBeNull()

  // The bounds and every later migration, as a deployment applies them.
  for (const file of readdirSync(DEFAULT_MIGRATIONS_DIR).filter((name) => name >= BOUNDS))
    copyFileSync(join(DEFAULT_MIGRATIONS_DIR, file), join(migrationsDir, file))
  const ports = { api: Number(new URL(emu.apiUrl).port), mail: Number(new URL(emu.mailUrl).port) }
  await emu.stop()
  emu = await start(ports)
}, 60_000)

afterAll(async () => {
  await emu.stop()
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(migrationsDir, { recursive: true, force: true })
})

describe('a fast device clock', () => {
  it('a mark, completion or update time from the future is stored as the server’s now', async () => {
    const reader = await learner()
    const completed = await upsertGuide(reader, 'sales/proposals', {
      status: 'completed',
      completed_at: FAR_FUTURE,
      scroll_ratio: 1,
      updated_at: FAR_FUTURE,
    })
    expect(completed.error).toBeNull()
    expect(isPast(completed.data!.completed_at)).toBe(true)
    expect(isPast(completed.data!.updated_at)).toBe(true)

    const marked = await upsertGuide(reader, 'sales/proposals', {
      status: 'started',
      completed_at: null,
      scroll_ratio: 0,
      unread_at: FAR_FUTURE,
    })
    expect(marked.data?.status).toBe('started')
    expect(isPast(marked.data!.unread_at)).toBe(true)

    // Read to the end again on a device with a right clock: the 2099 mark no longer holds it back.
    const readAgain = await upsertGuide(reader, 'sales/proposals', {
      status: 'completed',
      completed_at: new Date(Date.now() + 1000).toISOString(),
      scroll_ratio: 1,
    })
    expect(readAgain.data?.status).toBe('completed')
  })

  it('a mark from 2099 stored before the migration is brought back to its time, so the guide can be read again', async () => {
    const kept = await stale
      .from('reading_progress')
      .select('unread_at,updated_at')
      .eq('article_id', 'sales/pricing')
      .single()
    expect(isPast(kept.data!.unread_at)).toBe(true)
    expect(isPast(kept.data!.updated_at)).toBe(true)
    const readAgain = await upsertGuide(stale, 'sales/pricing', {
      status: 'completed',
      completed_at: new Date(Date.now() + 1000).toISOString(),
      scroll_ratio: 1,
    })
    expect(readAgain.data?.status).toBe('completed')
    const days = await stale.from('reading_time').select('day')
    expect(days.data).toEqual([])
  })
})

describe('reading days', () => {
  it('tomorrow in UTC is the latest day: a later one or infinity is refused with 22008', async () => {
    const reader = await learner()
    const tomorrow = await reader
      .from('reading_time')
      .insert({ day: utcDay(1), client_id: CLIENT_ID, seconds: 60 })
    expect(tomorrow.error).toBeNull()
    for (const day of [utcDay(2), '9999-12-31', 'infinity']) {
      const refused = await reader.from('reading_time').insert({ day, client_id: CLIENT_ID, seconds: 60 })
      expect(refused.status, day).toBe(400)
      expect(refused.error, day).toMatchObject({ code: '22008', message: 'day is in the future' })
    }
  })
})

describe(`at most ${QUOTA} rows per learner and table`, () => {
  // Days from 2020 on: 2,500 of them end before today, so larger sets spread over several browsers.
  const span = 2500
  const browser = (index: number) => `1a2b3c4d-0000-4000-8000-${String(index).padStart(12, '0')}`
  const days = (count: number, from = 0) =>
    Array.from({ length: count }, (_, index) => ({
      day: new Date(Date.UTC(2020, 0, 1) + ((from + index) % span) * 86_400_000).toISOString().slice(0, 10),
      client_id: browser(Math.floor((from + index) / span)),
      seconds: 60,
    }))

  it('a 10,000-row insert is refused whole with "too much stored"; 5,000 fit and the next one is refused', async () => {
    const reader = await learner()
    const flood = await reader.from('reading_time').insert(days(QUOTA * 2))
    expect(flood.status).toBe(400)
    expect(flood.error).toMatchObject({ code: 'P0001', message: 'too much stored' })
    const none = await reader.from('reading_time').select('*', { count: 'exact', head: true })
    expect(none.count).toBe(0)

    expect((await reader.from('reading_time').insert(days(QUOTA))).error).toBeNull()
    const more = await reader.from('reading_time').insert(days(1, QUOTA))
    expect(more.error).toMatchObject({ code: 'P0001', message: 'too much stored' })
    // Changing a stored row is still allowed: only new rows count.
    const change = await reader
      .from('reading_time')
      .upsert({ ...days(1)[0], seconds: 90 }, { onConflict: 'user_id,day,client_id' })
    expect(change.error).toBeNull()
    // Another learner is not held back by this one's rows.
    expect((await (await learner()).from('reading_time').insert(days(1))).error).toBeNull()
  })

  it('guides count the same way', async () => {
    const reader = await learner()
    const guides = (count: number, from = 0) =>
      Array.from({ length: count }, (_, index) => ({
        article_id: `quota/guide-${from + index}`,
        status: 'started',
        scroll_ratio: 0,
      }))
    expect((await reader.from('reading_progress').insert(guides(QUOTA))).error).toBeNull()
    const more = await reader.from('reading_progress').insert(guides(1, QUOTA))
    expect(more.error).toMatchObject({ code: 'P0001', message: 'too much stored' })
  })
})
