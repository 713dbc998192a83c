// Malformed requests to /rest/v1 (seeded, so a failure can be replayed): each one carries at least
// one fault the data API must refuse (unknown table or column, a name every object inherits where
// a table, column, operator or function goes, bad filter, operator, order or paging syntax, a bad
// token or key, a broken, wrong-shaped, too deeply nested or oversized body, a wrong method or
// profile), plus random noise. Every answer must be a 4xx in PostgREST's or the gateway's shape
// (a foreign Host only never a 5xx), and the tables must hold exactly what they held before.

import { SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH } from '../src/http/json-depth'
import { LOCAL_JWT_SECRET } from '../src/local-defaults'
import { client, uniqueEmail, useEmulator } from './helpers'
import {
  DEPTHS,
  FUZZ_REQUESTS,
  PROTOTYPE_KEYS,
  deepBody,
  foreignHost,
  prng,
  send,
  withKey,
} from './hostile-input'

const SEED = Number(process.env.EMULATOR_FUZZ_SEED ?? 20261125)
const COUNT = Number(process.env.EMULATOR_REST_FUZZ_COUNT ?? FUZZ_REQUESTS.data)

const HOSTILE = [
  "'; drop table public.reading_time; --",
  "' or '1'='1",
  '"reading_time"',
  'reading_time"; delete from public.reading_progress; --',
  '$1',
  '$$',
  '\u0000',
  '😀',
  '(select 1)',
  'a'.repeat(2000),
  '1; select pg_sleep(1)',
  'null',
  '*',
  '',
]
const TABLES = ['reading_time', 'reading_progress']
const BAD_TABLES = [
  'reading_times',
  'users',
  'auth.users',
  'pg_roles',
  'schema_migrations',
  "reading_time'--",
  'reading%20time',
  '%E0%A4%A',
  '..%2Fauth',
]
const COLUMNS = ['user_id', 'day', 'client_id', 'seconds', 'article_id', 'status']
const BAD_COLUMNS = ['minutes', 'seconds;drop', 'day"', 'user_id)--', 'pg_sleep(1)', '1', 'auth.uid()']
const BAD_OPERATORS = ['between', 'eqq', 'in', 'not', 'cs', 'fts', '']

const emu = useEmulator({ mailerAutoconfirm: true })
let attackerToken = ''
let expiredToken = ''
let adminToken = ''
let ownerId = ''

type Request = {
  method: string
  path: string
  query: [string, string][]
  headers: Record<string, string>
  body?: string
}

function generate(random: () => number): Request {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const value = () => (random() < 0.5 ? pick(HOSTILE) : String(Math.floor(random() * 100_000) - 50))
  const request: Request = {
    method: pick(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE']),
    path: pick(TABLES),
    query: [],
    headers: {
      apikey: emu.anonKey,
      authorization: `Bearer ${pick([attackerToken, emu.anonKey, emu.serviceRoleKey])}`,
    },
  }
  // Noise: parts that may or may not be valid on their own.
  if (random() < 0.5) request.query.push([pick(COLUMNS), `${pick(['eq', 'neq', 'gt', 'like'])}.${value()}`])
  if (random() < 0.3) request.query.push(['select', pick(['*', 'day,seconds', 'user_id'])])
  if (random() < 0.3)
    request.headers.prefer = pick([
      'return=representation',
      'count=exact',
      'resolution=merge-duplicates',
      ...PROTOTYPE_KEYS,
    ])
  if (random() < 0.1) request.headers.host = foreignHost(emu.apiUrl)
  if (request.method === 'POST' || request.method === 'PATCH') {
    request.headers['content-type'] = 'application/json'
    request.body = JSON.stringify({
      day: '2026-11-23',
      client_id: '0b7b6a0e-3f43-4b8e-9c55-0f6f3c1a0c11',
      seconds: 5,
    })
  }
  // The fault.
  const writes = request.method === 'POST' || request.method === 'PATCH'
  const faults: (() => void)[] = [
    () => (request.path = pick([...BAD_TABLES, ...PROTOTYPE_KEYS])),
    () => request.query.push([pick(PROTOTYPE_KEYS), `eq.${value()}`]),
    () => request.query.push([pick(COLUMNS), `${pick(PROTOTYPE_KEYS)}.${value()}`]),
    () => request.query.push([pick(['select', 'order']), pick(PROTOTYPE_KEYS)]),
    () => request.query.push([pick(COLUMNS), `${pick(BAD_OPERATORS)}${pick(['.', '', '..'])}${value()}`]),
    () => request.query.push([pick(BAD_COLUMNS), `eq.${value()}`]),
    () =>
      request.query.push([
        'order',
        pick(['day.sideways', 'day.asc.desc', 'day;drop', 'day.asc.nullsfirst.x', '', ',', 'seconds desc']),
      ]),
    () => request.query.push([pick(['limit', 'offset']), pick(['-1', 'ten', '1e3', '', '1.5', "1'"])]),
    () =>
      request.query.push(['select', pick(['day,,seconds', 'a:b:c', 'day)', '(select 1)', 'users(*)', ''])]),
    () =>
      (request.headers.authorization = `Bearer ${pick([expiredToken, adminToken, 'x.y.z', 'abc', `${attackerToken.slice(0, -2)}xx`, ''])}`),
    () => {
      // Row Level Security: the attacker writes a row for the owner.
      request.method = 'POST'
      request.path = pick(TABLES)
      request.headers.authorization = `Bearer ${attackerToken}`
      request.headers['content-type'] = 'application/json'
      request.body = JSON.stringify({
        user_id: ownerId,
        day: '2026-11-21',
        client_id: ownerId,
        seconds: 1,
        article_id: 'x/y',
        status: 'started',
      })
      request.query = request.query.filter(([key]) => key === 'select')
    },
    () => (request.headers.apikey = pick(['wrong', 'sb_publishable_nope', expiredToken.slice(1)])),
    () => {
      const reads = request.method === 'GET' || request.method === 'HEAD'
      request.headers[reads ? 'accept-profile' : 'content-profile'] = pick([
        'auth',
        'pg_catalog',
        'private',
        ...PROTOTYPE_KEYS,
      ])
    },
    () => (request.method = pick(['PUT', 'PROPFIND', 'COPY'])),
    () => {
      request.path = `rpc/${pick(['nope', 'reading_progress_keep_completed', "x'--", 'pg_sleep', ...PROTOTYPE_KEYS])}`
      request.method = 'POST'
      request.body = pick(['{}', '{"seconds":1}', '[1]', '"x"', '{'])
    },
  ]
  if (writes) {
    faults.push(
      () =>
        (request.body = pick([
          '{',
          '',
          'null',
          '42',
          '"text"',
          '[1,2]',
          '[{"day":1},3]',
          '{"day":"2026-11-23"',
        ])),
      () => (request.body = JSON.stringify({ [pick(BAD_COLUMNS)]: value(), seconds: 1 })),
      () => (request.body = JSON.stringify(withKey({ seconds: 1 }, pick(PROTOTYPE_KEYS), value()))),
      () => {
        // PATCH sets a field only on rows that match, so a field Postgres would refuse is a fault
        // there only past the limit; a whole body of nested arrays is never a row.
        const depth = pick(DEPTHS)
        const inField = (request.method === 'POST' || depth > MAX_JSON_DEPTH) && random() < 0.7
        const field = request.path === 'reading_time' ? 'seconds' : 'status'
        request.body = deepBody(depth, inField ? field : undefined)
      },
      () =>
        (request.body = JSON.stringify({
          day: value(),
          client_id: value(),
          seconds: pick([-1, 86401, 'many', 1.5e10]),
        })),
      () => (request.body = `{"article_id":"${'x'.repeat(1 << 20)}"}`),
    )
    if (request.method === 'POST') {
      faults.push(() => {
        request.headers.prefer = 'resolution=merge-duplicates'
        request.query.push(['on_conflict', pick(['seconds', 'nope', 'user_id;drop', ''])])
      })
    }
    if (request.method === 'POST')
      faults.push(() => request.query.push(['columns', pick(['"minutes"', 'day,"x"', '"a b"'])]))
  }
  pick(faults)()
  // A reserved parameter counts once (the first), so a fault replaces any noise of the same name.
  const reserved = ['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']
  request.query = request.query.filter(
    ([key], index) =>
      !reserved.includes(key) || request.query.findLastIndex(([other]) => other === key) === index,
  )
  return request
}

async function snapshot() {
  const rows = await emu.db.query<{ progress: string; time: string; users: number; tables: string }>(`select
    (select json_agg(p order by user_id, article_id) from public.reading_progress p)::text as progress,
    (select json_agg(t order by user_id, day, client_id) from public.reading_time t)::text as time,
    (select count(*) from auth.users)::int as users,
    (select string_agg(tablename, ',' order by tablename) from pg_tables where schemaname = 'public') as tables`)
  return rows.rows[0]
}

beforeAll(async () => {
  for (const tag of ['owner', 'attacker']) {
    const c = client(emu)
    const { data } = await c.auth.signUp({ email: uniqueEmail(tag), password: 'secret-password' })
    if (tag === 'attacker') attackerToken = data.session?.access_token ?? ''
    else ownerId = data.user?.id ?? ''
    await c
      .from('reading_time')
      .insert({ day: '2026-11-20', client_id: '0b7b6a0e-3f43-4b8e-9c55-0f6f3c1a0c11', seconds: 77 })
    await c.from('reading_progress').insert({ article_id: 'sales/pricing', status: 'started' })
  }
  const now = Math.floor(Date.now() / 1000)
  expiredToken = await new SignJWT({ role: 'authenticated', sub: '00000000-0000-0000-0000-000000000000' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(now - 10)
    .sign(new TextEncoder().encode(LOCAL_JWT_SECRET))
  adminToken = await new SignJWT({ role: 'postgres' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(LOCAL_JWT_SECRET))
})

describe('malformed data API requests', () => {
  it(`${COUNT} seeded requests (seed ${SEED}) get a 4xx and change nothing`, async () => {
    const before = await snapshot()
    expect(before?.progress).toContain('sales/pricing')
    const random = prng(SEED)
    const statuses = new Map<number, number>()
    let sent = 0
    for (let i = 0; i < COUNT; i++) {
      const request = generate(random)
      const url = new URL(`${emu.apiUrl}/rest/v1/${request.path}`)
      for (const [key, value] of request.query) url.searchParams.append(key, value)
      sent += 1
      const response = await send(url.href, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      })
      const label = `#${i} ${request.method} ${url.pathname}${url.search.slice(0, 200)} -> ${response.status} ${response.text.slice(0, 200)}`
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      expect(response.status, label).toBeLessThan(500)
      // Another person's Host allow-list may refuse a foreign Host first, in its own shape.
      if (request.headers.host !== undefined) continue
      expect(response.status, label).toBeGreaterThanOrEqual(400)
      if (request.method !== 'HEAD')
        expect(typeof (JSON.parse(response.text) as { message?: unknown }).message, label).toBe('string')
    }
    const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0)
    console.log(`data API: ${sent} fuzzed requests (seed ${SEED}), ${serverErrors} answered 5xx`)
    expect(sent).toBe(COUNT)
    expect(await snapshot()).toEqual(before)
    // Every kind of refusal showed up.
    for (const status of [400, 401, 403, 404, 405, 406, 413])
      expect(
        statuses.get(status) ?? 0,
        `status ${status} in ${JSON.stringify([...statuses])}`,
      ).toBeGreaterThan(0)
  })
})
