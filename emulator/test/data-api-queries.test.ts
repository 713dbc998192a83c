// The PostgREST query subset through supabase-js and plain HTTP: column lists, filters, order,
// limit/offset, counts with Content-Range, HEAD, update/delete with filters, and CORS.

import { type SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { client, uniqueEmail, useEmulator } from './helpers'

const emu = useEmulator({ mailerAutoconfirm: true })
let learner: SupabaseClient
let token: string
const A = '11111111-1111-4111-8111-111111111111'
const B = '22222222-2222-4222-8222-222222222222'
const ROWS = [
  { day: '2026-11-20', client_id: A, seconds: 60 },
  { day: '2026-11-21', client_id: A, seconds: 600 },
  { day: '2026-11-21', client_id: B, seconds: 30 },
  { day: '2026-11-22', client_id: B, seconds: 0 },
]

beforeAll(async () => {
  learner = client(emu)
  const { data, error } = await learner.auth.signUp({
    email: uniqueEmail('queries'),
    password: 'secret-password',
  })
  if (error || !data.session) throw error ?? new Error('no session')
  token = data.session.access_token
  const inserted = await learner.from('reading_time').insert(ROWS)
  if (inserted.error) throw new Error(inserted.error.message)
})

const days = (rows: { day: string }[] | null) => (rows ?? []).map((row) => row.day)

describe('reading', () => {
  it('filters with eq, neq, gt, gte, lt, lte, in and is', async () => {
    const t = () => learner.from('reading_time').select('day,client_id,seconds')
    expect((await t().eq('seconds', 600)).data).toEqual([{ day: '2026-11-21', client_id: A, seconds: 600 }])
    expect((await t().neq('client_id', A).order('day')).data?.map((r) => r.seconds)).toEqual([30, 0])
    expect((await t().gt('seconds', 30)).data).toHaveLength(2)
    expect((await t().gte('seconds', 30)).data).toHaveLength(3)
    expect((await t().lt('day', '2026-11-21')).data).toHaveLength(1)
    expect((await t().lte('day', '2026-11-21')).data).toHaveLength(3)
    expect((await t().in('seconds', [0, 60])).data).toHaveLength(2)
    expect((await t().in('seconds', [])).data).toHaveLength(0)
    expect((await t().is('day', null)).data).toHaveLength(0)
    expect((await t().not('day', 'is', null)).data).toHaveLength(4)
  })

  it('orders by several columns, with nulls first or last, and pages with limit and offset', async () => {
    const ordered = await learner
      .from('reading_time')
      .select('day,seconds')
      .order('day', { ascending: false })
      .order('seconds', { ascending: true, nullsFirst: true })
    expect(ordered.data).toEqual([
      { day: '2026-11-22', seconds: 0 },
      { day: '2026-11-21', seconds: 30 },
      { day: '2026-11-21', seconds: 600 },
      { day: '2026-11-20', seconds: 60 },
    ])
    const page = await learner
      .from('reading_time')
      .select('day', { count: 'exact' })
      .order('day')
      .order('seconds')
      .range(1, 2)
    expect(days(page.data)).toEqual(['2026-11-21', '2026-11-21'])
    expect(page.count).toBe(4)
    expect(page.status).toBe(206)
  })

  it('aliases columns and answers counts in Content-Range, for GET and HEAD', async () => {
    const aliased = await learner.from('reading_time').select('date:day').eq('seconds', 60)
    expect(aliased.data).toEqual([{ date: '2026-11-20' }])

    const head = await learner.from('reading_time').select('*', { count: 'exact', head: true })
    expect(head.count).toBe(4)
    expect(head.data).toBeNull()

    const r = await fetch(`${emu.apiUrl}/rest/v1/reading_time?select=day&seconds=gt.30`, {
      headers: { apikey: emu.anonKey, authorization: `Bearer ${token}`, prefer: 'count=exact' },
    })
    expect(r.headers.get('content-range')).toBe('0-1/2')
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const none = await fetch(`${emu.apiUrl}/rest/v1/reading_time?seconds=gt.100000`, {
      headers: { apikey: emu.anonKey, authorization: `Bearer ${token}`, prefer: 'count=exact' },
    })
    expect(none.headers.get('content-range')).toBe('*/0')
    expect(await none.json()).toEqual([])
  })
})

describe('changing', () => {
  it('updates and deletes only the filtered rows, returning them on request', async () => {
    const updated = await learner
      .from('reading_time')
      .update({ seconds: 90 })
      .eq('day', '2026-11-20')
      .select('seconds')
    expect(updated.status).toBe(200)
    expect(updated.data).toEqual([{ seconds: 90 }])
    const minimal = await learner
      .from('reading_time')
      .update({ seconds: 31 })
      .eq('client_id', B)
      .eq('day', '2026-11-21')
    expect(minimal.status).toBe(204)
    const deleted = await learner.from('reading_time').delete().eq('day', '2026-11-22').select()
    expect(deleted.data).toHaveLength(1)
    const left = await learner.from('reading_time').select('seconds').order('seconds')
    expect(left.data?.map((r) => r.seconds)).toEqual([31, 90, 600])
  })

  it('an upsert with ignore-duplicates keeps the stored row', async () => {
    const r = await learner
      .from('reading_time')
      .upsert(
        { day: '2026-11-21', client_id: A, seconds: 1 },
        { onConflict: 'user_id,day,client_id', ignoreDuplicates: true },
      )
      .select()
    expect(r.error).toBeNull()
    expect(r.data).toEqual([])
    const kept = await learner
      .from('reading_time')
      .select('seconds')
      .eq('day', '2026-11-21')
      .eq('client_id', A)
      .single()
    expect(kept.data).toEqual({ seconds: 600 })
  })

  it('array bodies with missing keys and a columns list', async () => {
    const r = await learner
      .from('reading_progress')
      .insert([
        { article_id: 'a/b', status: 'started' },
        { article_id: 'c/d', status: 'started', last_section: 'intro' },
      ])
      .select('article_id,last_section,scroll_ratio')
    expect(r.error).toBeNull()
    // PostgREST with `columns`: a key missing from one object is null for that row.
    expect(r.data).toEqual([
      { article_id: 'a/b', last_section: null, scroll_ratio: 0 },
      { article_id: 'c/d', last_section: 'intro', scroll_ratio: 0 },
    ])
  })
})

describe('errors', () => {
  it('unknown tables and columns, bad filters and bodies answer as PostgREST', async () => {
    const table = await learner.from('reading_times').select('*')
    expect(table.status).toBe(404)
    expect(table.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.reading_times' in the schema cache",
      hint: "Perhaps you meant the table 'public.reading_time'",
    })
    const column = await learner.from('reading_time').select('minutes')
    expect(column.status).toBe(400)
    expect(column.error).toMatchObject({
      code: '42703',
      message: 'column reading_time.minutes does not exist',
    })
    const body = await learner.from('reading_time').insert({ day: '2026-11-23', client_id: A, minutes: 1 })
    expect(body.status).toBe(400)
    expect(body.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'minutes' column of 'reading_time' in the schema cache",
    })
    const value = await learner.from('reading_time').select('*').eq('day', 'someday')
    expect(value.status).toBe(400)
    expect(value.error?.code).toBe('22007')
    const uuid = await learner.from('reading_time').select('*').eq('client_id', 'nope')
    expect(uuid.error?.code).toBe('22P02')
    const filter = await fetch(`${emu.apiUrl}/rest/v1/reading_time?seconds=between.1`, {
      headers: { apikey: emu.anonKey },
    })
    expect(filter.status).toBe(400)
    expect(((await filter.json()) as { code: string }).code).toBe('PGRST100')
    const json = await fetch(`${emu.apiUrl}/rest/v1/reading_time`, {
      method: 'POST',
      headers: { apikey: emu.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"day":',
    })
    expect(json.status).toBe(400)
    expect(await json.json()).toEqual({
      code: 'PGRST102',
      details: null,
      hint: null,
      message: 'Empty or invalid json',
    })
  })

  it('a preflight allows what supabase-js sends and Content-Range is exposed', async () => {
    const origin = 'http://localhost:5173'
    const pre = await fetch(`${emu.apiUrl}/rest/v1/reading_time`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'apikey, authorization, content-type, prefer, content-profile, x-client-info',
      },
    })
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-headers')).toContain('prefer')
    expect(pre.headers.get('access-control-allow-methods')).toContain('PATCH')
    const get = await fetch(`${emu.apiUrl}/rest/v1/reading_time`, {
      headers: { origin, apikey: emu.anonKey, authorization: `Bearer ${token}` },
    })
    expect(get.headers.get('access-control-allow-origin')).toBe(origin)
    expect(get.headers.get('access-control-expose-headers')).toContain('Content-Range')
  })
})
