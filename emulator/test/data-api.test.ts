// The data API (/rest/v1) through supabase-js, over the repo's learning-progress migration: Row
// Level Security keeps each learner to their own rows, the database bounds the values, and the
// answers (status, error codes, Content-Range) are PostgREST's.

import { type SupabaseClient } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_JWT_SECRET } from '../src/local-defaults'
import { client, uniqueEmail, adminClient, useEmulator } from './helpers'

const emu = useEmulator({ mailerAutoconfirm: true })
let alice: { client: SupabaseClient; id: string; token: string }
let bob: { client: SupabaseClient; id: string; token: string }
const CLIENT_ID = '0b7b6a0e-3f43-4b8e-9c55-0f6f3c1a0c11'
const ARTICLE = 'marketing/research-seo'

async function learner() {
  const c = client(emu)
  const { data, error } = await c.auth.signUp({ email: uniqueEmail('learner'), password: 'secret-password' })
  if (error || !data.session || !data.user) throw error ?? new Error('no session')
  return { client: c, id: data.user.id, token: data.session.access_token }
}

function rest(path: string, init: RequestInit & { token?: string | null } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (init.token !== null) headers.authorization = `Bearer ${init.token ?? emu.anonKey}`
  return fetch(`${emu.apiUrl}/rest/v1/${path}`, {
    ...init,
    headers: { ...headers, ...(init.headers as object) },
  })
}

beforeAll(async () => {
  alice = await learner()
  bob = await learner()
})

describe('a learner reads and writes only their own rows', () => {
  it('writes and reads back their own progress, with dates as PostgREST sends them', async () => {
    const progress = await alice.client
      .from('reading_progress')
      .upsert(
        { article_id: ARTICLE, status: 'started', scroll_ratio: 0.25, last_section: 'section-2' },
        { onConflict: 'user_id,article_id' },
      )
      .select()
      .single()
    expect(progress.error).toBeNull()
    expect(progress.status).toBe(201)
    expect(progress.data).toMatchObject({
      user_id: alice.id,
      article_id: ARTICLE,
      status: 'started',
      scroll_ratio: 0.25,
    })
    const time = await alice.client
      .from('reading_time')
      .insert({ day: '2026-11-23', client_id: CLIENT_ID, seconds: 120 })
      .select('day,seconds')
    expect(time.error).toBeNull()
    expect(time.data).toEqual([{ day: '2026-11-23', seconds: 120 }])
  })

  it('another learner sees none of them and cannot change them', async () => {
    const seen = await bob.client.from('reading_progress').select('*')
    expect(seen.error).toBeNull()
    expect(seen.data).toEqual([])

    const forged = await bob.client
      .from('reading_time')
      .insert({ user_id: alice.id, day: '2026-11-23', client_id: CLIENT_ID, seconds: 1 })
    expect(forged.status).toBe(403)
    expect(forged.error?.code).toBe('42501')
    expect(forged.error?.message).toBe('new row violates row-level security policy for table "reading_time"')

    const updated = await bob.client
      .from('reading_progress')
      .update({ status: 'completed', completed_at: new Date().toISOString() })
      .eq('user_id', alice.id)
      .select()
    expect(updated.error).toBeNull()
    expect(updated.data).toEqual([])
    const deleted = await bob.client.from('reading_time').delete().eq('user_id', alice.id).select()
    expect(deleted.data).toEqual([])

    const still = await alice.client.from('reading_time').select('seconds')
    expect(still.data).toEqual([{ seconds: 120 }])
    const progress = await alice.client.from('reading_progress').select('status').single()
    expect(progress.data).toEqual({ status: 'started' })
  })

  it('anon is refused with 401 and service_role sees every row', async () => {
    const anon = await client(emu).from('reading_progress').select('*')
    expect(anon.status).toBe(401)
    expect(anon.error?.code).toBe('42501')
    expect(anon.error?.message).toBe('permission denied for table reading_progress')
    const anonWrite = await client(emu)
      .from('reading_time')
      .insert({ user_id: alice.id, day: '2026-11-23', client_id: CLIENT_ID, seconds: 1 })
    expect(anonWrite.status).toBe(401)

    await bob.client.from('reading_time').insert({ day: '2026-11-24', client_id: CLIENT_ID, seconds: 30 })
    const service = adminClient(emu)
    const all = await service
      .from('reading_time')
      .select('user_id,seconds')
      .order('seconds', { ascending: false })
    expect(all.data).toEqual([
      { user_id: alice.id, seconds: 120 },
      { user_id: bob.id, seconds: 30 },
    ])
  })
})

describe('tokens', () => {
  it('an expired, tampered or malformed JWT gets 401 in PostgREST error shape; no credentials at all too', async () => {
    const now = Math.floor(Date.now() / 1000)
    const expired = await new SignJWT({ sub: alice.id, role: 'authenticated', aud: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(LOCAL_JWT_SECRET))
    const r1 = await rest('reading_progress?select=*', { token: expired })
    expect(r1.status).toBe(401)
    expect(await r1.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' })
    expect(r1.headers.get('www-authenticate')).toContain('invalid_token')

    const [header, payload] = alice.token.split('.')
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString()) as Record<
      string,
      unknown
    >
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: bob.id })).toString('base64url')
    const tampered = `${header}.${forgedPayload}.${alice.token.split('.')[2]}`
    const r2 = await rest('reading_progress?select=*', { token: tampered })
    expect(r2.status).toBe(401)
    expect(await r2.json()).toMatchObject({ code: 'PGRST301', details: null, hint: null })

    const r3 = await rest('reading_progress?select=*', { token: 'not-a-jwt' })
    expect(r3.status).toBe(401)
    expect(await r3.json()).toMatchObject({ code: 'PGRST301', message: 'Expected 3 parts in JWT; got 1' })

    const r4 = await rest('reading_progress?select=*', { token: null })
    expect(r4.status).toBe(401)
    expect(await r4.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    })

    const r5 = await rest('reading_progress?select=*', { token: null, headers: { apikey: 'wrong' } })
    expect(r5.status).toBe(401)
    expect(((await r5.json()) as { message: string }).message).toBe('Invalid API key')
  })

  it('a signed token for a role outside the API roles is refused', async () => {
    const postgres = await new SignJWT({ role: 'postgres' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(LOCAL_JWT_SECRET))
    const r = await rest('reading_progress?select=*', { token: postgres })
    expect(r.status).toBe(403)
    expect(((await r.json()) as { code: string }).code).toBe('42501')
  })
})

describe('the database bounds the values', () => {
  it('a check-constraint violation is 400 with 23514', async () => {
    const r = await alice.client
      .from('reading_time')
      .insert({ day: '2026-11-25', client_id: CLIENT_ID, seconds: 90_000 })
    expect(r.status).toBe(400)
    expect(r.error?.code).toBe('23514')
    expect(r.error?.message).toContain('reading_time_seconds_check')
  })

  it('.single() on zero rows is 406 PGRST116', async () => {
    const r = await alice.client.from('reading_progress').select('*').eq('article_id', 'sales/none').single()
    expect(r.status).toBe(406)
    expect(r.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
    })
    const maybe = await alice.client
      .from('reading_progress')
      .select('*')
      .eq('article_id', 'sales/none')
      .maybeSingle()
    expect(maybe.error).toBeNull()
    expect(maybe.data).toBeNull()
  })

  it('a completed guide stays completed through an upsert that says started', async () => {
    const article = 'sales/first-customers'
    const completedAt = '2026-11-20T10:00:00+00:00'
    const done = await alice.client
      .from('reading_progress')
      .upsert({ article_id: article, status: 'completed', completed_at: completedAt, scroll_ratio: 1 })
    expect(done.error).toBeNull()
    const again = await alice.client
      .from('reading_progress')
      .upsert(
        { article_id: article, status: 'started', completed_at: null, scroll_ratio: 0.1 },
        { onConflict: 'user_id,article_id' },
      )
      .select('status,completed_at,scroll_ratio')
      .single()
    expect(again.error).toBeNull()
    // The completion stays; the place in the guide is the later write's (the merge rule's tie).
    expect(again.data).toEqual({ status: 'completed', completed_at: completedAt, scroll_ratio: 0.1 })
  })

  /** Sends one guide's row as the app's sync does, reading back what the account kept. */
  const upsertGuide = (article: string) => (row: Record<string, unknown>) =>
    alice.client
      .from('reading_progress')
      .upsert({ article_id: article, ...row }, { onConflict: 'user_id,article_id' })
      .select('status,completed_at,unread_at')
      .single()

  it('a mark as unread turns a completed guide back, and a completion dated before the mark stays out', async () => {
    const upsert = upsertGuide('sales/pricing')
    const completedOffline = '2026-11-20T10:00:00+00:00'
    const completedHere = '2026-11-20T10:05:00+00:00'
    const markedUnread = '2026-11-20T10:10:00+00:00'
    expect(
      (await upsert({ status: 'completed', completed_at: completedHere, scroll_ratio: 1 })).error,
    ).toBeNull()
    const unread = await upsert({
      status: 'started',
      completed_at: null,
      scroll_ratio: 0,
      unread_at: markedUnread,
    })
    expect(unread.data).toEqual({ status: 'started', completed_at: null, unread_at: markedUnread })
    // The device that read it to the end offline, before the mark, sends its completion now.
    const late = await upsert({
      status: 'completed',
      completed_at: completedOffline,
      scroll_ratio: 1,
      unread_at: null,
    })
    expect(late.error).toBeNull()
    expect(late.data).toEqual({ status: 'started', completed_at: null, unread_at: markedUnread })
    // Reading on without reaching the end, with the column left out: still unread.
    const onward = await upsert({ status: 'started', completed_at: null, scroll_ratio: 0.4 })
    expect(onward.data).toEqual({ status: 'started', completed_at: null, unread_at: markedUnread })
  })

  it('a completion after the mark counts, and repeating the old mark does not undo it', async () => {
    const upsert = upsertGuide('sales/proposals')
    const markedUnread = '2026-11-21T09:00:00+00:00'
    const readAgain = '2026-11-21T09:30:00+00:00'
    await upsert({ status: 'completed', completed_at: '2026-11-21T08:00:00+00:00', scroll_ratio: 1 })
    await upsert({ status: 'started', completed_at: null, scroll_ratio: 0, unread_at: markedUnread })
    const again = await upsert({
      status: 'completed',
      completed_at: readAgain,
      scroll_ratio: 1,
      unread_at: null,
    })
    expect(again.data).toEqual({ status: 'completed', completed_at: readAgain, unread_at: markedUnread })
    // A retried send of the unread record, after the reader finished the guide: the guide stays read.
    const repeated = await upsert({
      status: 'started',
      completed_at: null,
      scroll_ratio: 0,
      unread_at: markedUnread,
    })
    expect(repeated.data).toEqual({ status: 'completed', completed_at: readAgain, unread_at: markedUnread })
  })

  it('writing absolute seconds twice through an upsert keeps one row', async () => {
    const row = { day: '2026-11-22', client_id: CLIENT_ID, seconds: 300 }
    for (const seconds of [300, 300, 420]) {
      const r = await alice.client
        .from('reading_time')
        .upsert({ ...row, seconds }, { onConflict: 'user_id,day,client_id' })
      expect(r.error).toBeNull()
      expect(r.status).toBe(201)
    }
    const read = await alice.client
      .from('reading_time')
      .select('seconds', { count: 'exact' })
      .eq('day', '2026-11-22')
    expect(read.data).toEqual([{ seconds: 420 }])
    expect(read.count).toBe(1)
    const dup = await alice.client.from('reading_time').insert({ ...row, seconds: 1 })
    expect(dup.status).toBe(409)
    expect(dup.error?.code).toBe('23505')
  })
})
