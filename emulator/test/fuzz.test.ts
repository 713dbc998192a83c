// Bad input never crashes the emulator or corrupts data: generated malformed requests (seeded, so
// a failure can be replayed) at every endpoint of the auth API and the mail catcher, among them
// names every object inherits, JSON nested around the depth limit and a foreign Host. Each must get
// a non-5xx answer, any redirect must stay on this machine's allowed addresses, and the accounts
// that existed before must be exactly as they were.

import { type JWTPayload, SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_JWT_SECRET } from '../src/local-defaults'
import { CALLBACK, client, confirmedUser, uniqueEmail, useEmulator } from './helpers'
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
import { type Account, type KeyedRequest, PARAMETERS, keyedRequest } from './keyed-parameters'

const SEED = Number(process.env.EMULATOR_FUZZ_SEED ?? 20261122)
const COUNT = Number(process.env.EMULATOR_FUZZ_COUNT ?? FUZZ_REQUESTS.auth)
const MAIL_COUNT = Number(process.env.EMULATOR_MAIL_FUZZ_COUNT ?? FUZZ_REQUESTS.mail)

const HOSTILE_STRINGS = [
  '',
  ' ',
  'a'.repeat(10_000),
  '\u0000',
  'abc\u0000def@example.com',
  '\r\n\tSet-Cookie: x=1',
  "'; drop table auth.users; --",
  "' or '1'='1",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '%00',
  '%',
  '%E0%A4%A',
  '😀'.repeat(50),
  '\ud800',
  'null',
  '{}',
  '\\',
  '"',
  '${7*7}{{7*7}}',
  'ａｄｍｉｎ@example.com',
  'UPPER@EXAMPLE.COM',
  'a@b',
  'user@localhost',
  '+15555550100',
  '00000000-0000-0000-0000-000000000000',
  'pkce_' + '0'.repeat(56),
  'x'.repeat(129),
  'x'.repeat(43),
]

const HOSTILE_REDIRECTS = [
  'https://evil.example.com/',
  '//evil.example.com',
  'http://localhost:5173@evil.example.com/',
  'http://evil.example.com#@localhost:5173',
  'http://localhost:5173.evil.example.com/',
  'http://127.0.0.1.evil.example.com/',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://localhost:5173\\@evil.example.com',
  'http:/\\evil.example.com',
  'http://2130706433/',
  'http://0x7f000001/',
  'http://[::ffff:8.8.8.8]/',
  'http://8.8.8.8/',
  'HTTP://EVIL.example.com',
  ' http://evil.example.com',
  'http://evil.example.com/?x=http://localhost:5173/',
  'http://localhost:5173/\r\nSet-Cookie: x=1',
  'http://localhost:5173/%0d%0aSet-Cookie:x',
  'http://evil.example.com\u0000.localhost:5173/',
  'http://localhost:5173/路径?q=値',
  'http://localhost:5173/ok',
  'http://127.0.0.1:4173/ok',
  CALLBACK,
]

const VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1e308,
  3.14,
  [],
  [1, 'two'],
  {},
  { a: { b: { c: [1] } } },
  ...HOSTILE_STRINGS,
]

const ALLOWED_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The auth API's parameters the emulator looks values up by (see keyed-parameters.ts). */
const AUTH_PARAMETERS = PARAMETERS.filter((parameter) => parameter.path.startsWith('/auth/v1/'))

/** Routes with a segment of the client's choosing (`{k}`). */
const KEYED_PATHS = [
  '/factors/{k}/verify',
  '/user/identities/{k}',
  '/emulator/oauth/{k}/authorize',
  '/emulator/avatar/{k}.svg',
  '/admin/users/{k}',
  '/admin/{k}',
  '/{k}',
]

interface Endpoint {
  method: string
  path: string
  body?: Record<string, unknown>
  form?: boolean
  query?: Record<string, string>
  auth?: boolean
}

describe('bad input', () => {
  const emu = useEmulator()
  const protectedIds: string[] = []
  let snapshot: unknown
  let victimToken = ''
  let victim: Account
  const forged: string[] = []

  const snapshotOf = async () => {
    const users = await emu.db.query('select * from auth.users where id = any($1::uuid[]) order by id', [
      `{${protectedIds.join(',')}}`,
    ])
    const identities = await emu.db.query(
      'select * from auth.identities where user_id = any($1::uuid[]) order by id',
      [`{${protectedIds.join(',')}}`],
    )
    return JSON.parse(JSON.stringify({ users: users.rows, identities: identities.rows })) as unknown
  }

  beforeAll(async () => {
    // accounts that must not change
    const confirmed = await confirmedUser(emu, 'protected-password', { full_name: 'Protected' })
    const unconfirmedEmail = uniqueEmail('unconfirmed')
    const unconfirmed = await client(emu).auth.signUp({
      email: unconfirmedEmail,
      password: 'protected-password',
    })
    const me = await confirmed.client.auth.getUser()
    protectedIds.push(me.data.user?.id as string, unconfirmed.data.user?.id as string)
    // a separate account whose own token the fuzzer may use (it may change; it is not protected)
    const signedIn = await confirmedUser(emu)
    const session = (await signedIn.client.auth.getSession()).data.session
    if (!session) throw new Error('no session')
    victimToken = session.access_token
    victim = { id: session.user.id, email: signedIn.email, token: victimToken }
    snapshot = await snapshotOf()

    const secret = new TextEncoder().encode(LOCAL_JWT_SECRET)
    const other = new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret')
    const claims = {
      sub: protectedIds[0],
      aud: 'authenticated',
      role: 'authenticated',
      session_id: '00000000-0000-4000-8000-000000000001',
    }
    const none = (payload: object) =>
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`
    forged.push(
      await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(other),
      await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(secret),
      await new SignJWT({ ...claims, session_id: 'nope' })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(secret),
      await new SignJWT({ ...claims, sub: 12 } as unknown as JWTPayload)
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime('1h')
        .sign(secret),
      await new SignJWT({ ...claims, exp: 'soon' } as unknown as JWTPayload)
        .setProtectedHeader({ alg: 'HS256' })
        .sign(secret),
      none(claims),
      'a.b.c',
      'eyJ.eyJ.sig',
      'x'.repeat(5000),
      '',
    )
  })

  it(`${COUNT} malformed requests: no 5xx, no crash, no redirect off the allow-list, no change to existing users`, async () => {
    const rnd = prng(SEED)
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T
    const email = () => `fuzz-${Math.floor(rnd() * 1e9)}@example.com`
    const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'

    const endpoints: Endpoint[] = [
      {
        method: 'POST',
        path: '/signup',
        body: {
          email: email(),
          password: 'secret123',
          data: { a: 1 },
          code_challenge: challenge,
          code_challenge_method: 's256',
        },
      },
      { method: 'POST', path: '/signup', body: {} },
      {
        method: 'POST',
        path: '/token',
        query: { grant_type: 'password' },
        body: { email: email(), password: 'secret123' },
      },
      {
        method: 'POST',
        path: '/token',
        query: { grant_type: 'refresh_token' },
        body: { refresh_token: 'abcdefghijkl' },
      },
      {
        method: 'POST',
        path: '/token',
        query: { grant_type: 'pkce' },
        body: { auth_code: '00000000-0000-4000-8000-000000000000', code_verifier: 'x'.repeat(50) },
      },
      {
        method: 'POST',
        path: '/token',
        query: { grant_type: 'id_token' },
        body: { provider: 'google', id_token: 'a.b.c' },
      },
      { method: 'POST', path: '/token', query: { grant_type: 'web3' }, body: {} },
      {
        method: 'POST',
        path: '/otp',
        body: {
          email: email(),
          create_user: true,
          data: {},
          code_challenge: challenge,
          code_challenge_method: 'plain',
        },
      },
      { method: 'POST', path: '/magiclink', body: { email: email() } },
      {
        method: 'POST',
        path: '/recover',
        body: { email: email(), code_challenge: challenge, code_challenge_method: 's256' },
      },
      { method: 'POST', path: '/resend', body: { type: 'signup', email: email() } },
      { method: 'POST', path: '/verify', body: { type: 'signup', token: '123456', email: email() } },
      { method: 'POST', path: '/verify', body: { type: 'magiclink', token_hash: 'abc' } },
      { method: 'GET', path: '/verify', query: { token: 'pkce_abc', type: 'signup', redirect_to: CALLBACK } },
      { method: 'GET', path: '/user', auth: true },
      { method: 'PUT', path: '/user', auth: true, body: { data: { fuzz: 1 }, email: email() } },
      { method: 'POST', path: '/logout', auth: true, query: { scope: 'local' } },
      { method: 'GET', path: '/reauthenticate', auth: true },
      {
        method: 'GET',
        path: '/authorize',
        query: {
          provider: 'github',
          redirect_to: CALLBACK,
          code_challenge: challenge,
          code_challenge_method: 's256',
        },
      },
      {
        method: 'GET',
        path: '/callback',
        query: { code: 'abc', state: '00000000-0000-4000-8000-000000000000' },
      },
      {
        method: 'POST',
        path: '/callback',
        form: true,
        body: { code: 'abc', state: 'xyz', error: 'access_denied' },
      },
      {
        method: 'GET',
        path: '/emulator/oauth/github/authorize',
        query: { state: '00000000-0000-4000-8000-000000000000' },
      },
      {
        method: 'POST',
        path: '/emulator/oauth/google/authorize',
        form: true,
        body: { state: 'x', action: 'sign_in', email: email(), full_name: 'F', avatar_url: '' },
      },
      { method: 'GET', path: '/emulator/avatar/abc.svg', query: { name: 'A B' } },
      { method: 'POST', path: '/factors', auth: true, body: { factor_type: 'totp' } },
      {
        method: 'POST',
        path: '/factors/abc/verify',
        auth: true,
        body: { challenge_id: 'x', code: '123456' },
      },
      { method: 'DELETE', path: '/user/identities/abc', auth: true },
      { method: 'GET', path: '/admin/users', auth: true },
      { method: 'POST', path: '/sso', body: { domain: 'example.com' } },
      { method: 'GET', path: '/settings' },
      { method: 'GET', path: '/.well-known/jwks.json' },
    ]

    const failures: string[] = []
    const offenders: string[] = []
    let sent = 0
    let serverErrors = 0

    for (let i = 0; i < COUNT; i++) {
      const ep = pick(endpoints)
      let body: Record<string, unknown> = { ...(ep.body ?? {}) }
      const query: Record<string, string> = { ...(ep.query ?? {}) }
      const headers: Record<string, string> = { apikey: emu.anonKey }
      let rawBody: string | undefined
      let path = ep.path
      let keyed: KeyedRequest | null = null
      const mutation = Math.floor(rnd() * 13)
      const keys = Object.keys(body)
      switch (mutation) {
        case 0: // a field gets a value of the wrong type or a hostile string
          if (keys.length) body[pick(keys)] = pick(VALUES)
          else body[pick(['email', 'password', 'type', 'token', 'data'])] = pick(VALUES)
          break
        case 1: // a field goes missing
          if (keys.length) delete body[pick(keys)]
          break
        case 2: // the body is not JSON (or not an object)
          rawBody = pick([
            '{',
            '{"email": ',
            'nul',
            '"a string"',
            '123',
            'true',
            '[]',
            '[' + '['.repeat(700) + ']'.repeat(700) + ']',
            '{"data":' + '{"a":'.repeat(600) + '1' + '}'.repeat(600) + '}',
            '\u0000\u0001\u0002',
            '{"email":"a@example.com","email":"b@example.com"}',
            '{"EMAIL": 5}',
            '{"data": {"k": "\\u0000"}}',
            '{"data": {"k": "\\ud800"}}',
          ])
          break
        case 3: // a hostile redirect
          query.redirect_to = pick(HOSTILE_REDIRECTS)
          if (rnd() < 0.3) headers.referer = pick(HOSTILE_REDIRECTS).replace(/[^\x20-\x7e]/g, '')
          if (rnd() < 0.2) headers.redirect_to = pick(HOSTILE_REDIRECTS).replace(/[^\x20-\x7e]/g, '')
          break
        case 4: // forged or odd authorization
          headers.authorization = `Bearer ${pick(forged)}`
          break
        case 5: // hostile query values
          for (const k of Object.keys(query).concat([
            'scope',
            'provider',
            'token',
            'type',
            'state',
            'code',
          ])) {
            if (rnd() < 0.4) query[k] = pick(HOSTILE_STRINGS)
          }
          break
        case 6: // odd headers
          headers['x-supabase-api-version'] = pick(['2024-01-01', '1999-01-01', 'nonsense', '2024-02-30', ''])
          headers['content-type'] = pick([
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/json',
          ])
          if (rnd() < 0.3) headers.apikey = pick(['', 'nope', forged[0] as string])
          break
        case 7: // a huge body (over 1 MiB) or a large field
          if (rnd() < 0.5) rawBody = JSON.stringify({ ...body, password: 'p'.repeat((1 << 20) + 10) })
          else body[keys[0] ?? 'email'] = 'x'.repeat(100_000)
          break
        case 8: // hostile path segments
          path = pick([
            '/emulator/avatar/%E0%A4%A.svg',
            '/factors/%ff/verify',
            '/user/identities/..%2f..%2f',
            '/verify/',
            '/../../etc/passwd',
            '/%00',
            '/emulator/oauth/%3Cscript%3E/authorize',
          ])
          break
        case 9: {
          // a name every object inherits, wherever the request names a type, field, segment or header
          const key = pick(PROTOTYPE_KEYS)
          const where = pick(['query', 'value', 'key', 'path', 'header'])
          if (where === 'query')
            query[pick([...Object.keys(query), 'type', 'grant_type', 'scope', 'provider', 'state'])] = key
          else if (where === 'value') body[pick(keys.length ? keys : ['type'])] = key
          else if (where === 'key') body = withKey(body, key, pick(VALUES))
          else if (where === 'path') path = pick(KEYED_PATHS).replace('{k}', key)
          else headers[pick(['x-supabase-api-version', 'apikey', 'x-jwt-aud'])] = key
          break
        }
        case 10: // JSON nested around and past the depth limit, as the body or in one of its fields
          rawBody = deepBody(pick(DEPTHS), rnd() < 0.5 ? undefined : pick(keys.length ? keys : ['data']))
          break
        case 11: // a foreign Host (DNS rebinding); refused or not, never a 5xx
          headers.host = foreignHost(emu.authUrl)
          break
        case 12: // an inherited name in a parameter the emulator looks up by name, maybe from a foreign Host
          keyed = keyedRequest(pick(AUTH_PARAMETERS), pick(PROTOTYPE_KEYS), emu, victim)
          if (rnd() < 0.2) keyed.headers.host = foreignHost(emu.authUrl)
          break
      }
      if (ep.auth && headers.authorization === undefined) {
        headers.authorization = rnd() < 0.5 ? `Bearer ${victimToken}` : `Bearer ${pick(forged)}`
      }
      let payload: string | undefined
      if (ep.method !== 'GET' && ep.method !== 'DELETE') {
        if (rawBody !== undefined) payload = rawBody
        else if (ep.form) {
          payload = new URLSearchParams(
            Object.entries(body).map(([k, v]): [string, string] => [
              k,
              typeof v === 'string' ? v : JSON.stringify(v),
            ]),
          ).toString()
          headers['content-type'] ??= 'application/x-www-form-urlencoded'
        } else payload = JSON.stringify(body)
        headers['content-type'] ??= 'application/json'
      }
      const qs = new URLSearchParams(query).toString()
      const request = keyed ?? {
        url: `${emu.authUrl}${path}${qs ? `?${qs}` : ''}`,
        method: ep.method,
        headers,
        body: payload,
      }
      const label = `#${i} ${request.method} ${request.url.slice(emu.authUrl.length, 200)} (mutation ${mutation})`
      sent += 1
      try {
        const r = await send(request.url, request)
        if (r.status >= 500) {
          serverErrors += 1
          failures.push(`${label}: status ${r.status}`)
        }
        const location = r.headers.location
        if (location) {
          let host = ''
          try {
            const u = new URL(location, emu.authUrl)
            host =
              u.protocol === 'http:' || u.protocol === 'https:'
                ? u.host.replace(/:\d+$/, '')
                : `scheme:${u.protocol}`
          } catch {
            host = 'unparseable'
          }
          if (!ALLOWED_HOSTS.has(host)) offenders.push(`${label}: redirect to ${location}`)
        }
      } catch (e) {
        failures.push(`${label}: ${e instanceof Error ? e.message : String(e)}`)
      }
    }

    // a header too large to be read at all
    const huge = await fetch(`${emu.authUrl}/settings`, {
      headers: { apikey: emu.anonKey, 'x-huge': 'h'.repeat(20_000) },
    })
    expect(huge.status).toBeLessThan(500)

    console.log(`auth API: ${sent} fuzzed requests (seed ${SEED}), ${serverErrors} answered 5xx`)
    expect(sent).toBe(COUNT)
    expect(failures).toEqual([])
    expect(offenders).toEqual([])
    expect(emu.logs.filter((l) => l.includes('unexpected error'))).toEqual([])
    // still alive, still consistent
    expect((await fetch(`${emu.authUrl}/health`)).status).toBe(200)
    expect(await snapshotOf()).toEqual(snapshot)
    const dupes = await emu.db.query(
      'select lower(email) from auth.users where email is not null group by 1 having count(*) > 1',
    )
    expect(dupes.rows).toEqual([])
    const signIn = await client(emu).auth.signInWithPassword({
      email: (snapshot as { users: { email: string; email_confirmed_at: string | null }[] }).users.find(
        (u) => u.email_confirmed_at,
      )?.email as string,
      password: 'protected-password',
    })
    expect(signIn.error).toBeNull()
  }, 120_000)

  it(`${MAIL_COUNT} malformed requests to the mail catcher: no 5xx, no existing account touched`, async () => {
    const before = await snapshotOf()
    const rnd = prng(SEED + 1)
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T
    const hostile = HOSTILE_STRINGS
    const segments = [
      ...PROTOTYPE_KEYS,
      'latest',
      '%ff',
      '..%2F',
      '%E0%A4%A',
      '%00',
      'a%00b',
      '00000000-0000-0000-0000-000000000000',
      'x'.repeat(300),
    ]
    const targets: [string, string][] = [
      ['GET', '/api/v1/messages'],
      ['PUT', '/api/v1/messages'],
      ['DELETE', '/api/v1/messages'],
      ['GET', '/api/v1/message/{k}'],
      ['DELETE', '/api/v1/message/{k}'],
      ['GET', '/api/v1/search'],
      ['GET', '/api/v1/info'],
      ['GET', '/'],
      ['GET', '/view/{k}'],
      ['GET', '/accounts'],
      ['POST', '/accounts/{k}/confirm'],
      ['POST', '/accounts/{k}/delete'],
      ['POST', '/delete'],
      ['GET', '/{k}'],
    ]
    const body = () =>
      pick([
        deepBody(pick(DEPTHS), pick([undefined, 'Read', 'IDs'])),
        JSON.stringify(withKey({ IDs: [] }, pick(PROTOTYPE_KEYS), pick(VALUES))),
        JSON.stringify(withKey({ Read: false }, pick(PROTOTYPE_KEYS), true)),
        JSON.stringify({ IDs: [pick(segments)] }),
        JSON.stringify({ Read: pick(VALUES) }),
        '{',
        'null',
        '"x"',
        '[]',
        '{"IDs":"all"}',
        '',
        'p'.repeat((1 << 20) + 10),
      ])
    const failures: string[] = []
    let sent = 0
    let serverErrors = 0
    for (let i = 0; i < MAIL_COUNT; i++) {
      const [method, template] = pick(targets)
      const path = template.replace('{k}', pick(segments))
      const query = new URLSearchParams()
      for (const name of ['query', 'start', 'limit']) {
        if (rnd() < 0.3) query.set(name, pick([...PROTOTYPE_KEYS, ...hostile, '-1', '1e9']))
      }
      const headers: Record<string, string> = {}
      if (rnd() < 0.2) headers.host = foreignHost(emu.mailUrl)
      if (rnd() < 0.2) headers.origin = 'https://evil.example'
      if (rnd() < 0.1) headers['sec-fetch-site'] = 'cross-site'
      const payload = method === 'GET' ? undefined : body()
      const url = `${emu.mailUrl}${path}${query.size ? `?${query}` : ''}`
      sent += 1
      try {
        const r = await send(url, { method, headers, body: payload })
        if (r.status >= 500) {
          serverErrors += 1
          failures.push(`#${i} ${method} ${url.slice(0, 200)}: status ${r.status}`)
        }
      } catch (e) {
        failures.push(`#${i} ${method} ${url.slice(0, 200)}: ${e instanceof Error ? e.message : String(e)}`)
      }
    }
    console.log(`mail catcher: ${sent} fuzzed requests (seed ${SEED + 1}), ${serverErrors} answered 5xx`)
    expect(sent).toBe(MAIL_COUNT)
    expect(failures).toEqual([])
    expect(emu.logs.filter((l) => l.startsWith('[mail] error'))).toEqual([])
    expect(await snapshotOf()).toEqual(before)
  }, 60_000)

  it('the fuzzers together send at least the 2,000 requests the security issue asks for', () => {
    const total = FUZZ_REQUESTS.auth + FUZZ_REQUESTS.mail + FUZZ_REQUESTS.data
    expect(total).toBeGreaterThanOrEqual(2_000)
  })
})
