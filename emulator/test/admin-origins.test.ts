import { describe, expect, it } from 'vitest'
import { signPayload } from '../src/jwt'
import { LOCAL_JWT_SECRET, LOCAL_SECRET_KEY } from '../src/local-defaults'
import { siteOrigins } from '../src/site-origins'
import { adminHeaders, confirmedUser, uniqueEmail, useEmulator } from './helpers'

// The emulator reads the repository's supabase/config.toml: site_url http://localhost:5173 and
// additional_redirect_urls for localhost and 127.0.0.1 on 5173 and 4173.

const emu = useEmulator()

const EVIL = 'https://evil.example'

async function call(path: string, headers: Record<string, string>, init: RequestInit = {}) {
  const response = await fetch(`${emu.apiUrl}${path}`, { ...init, headers: { ...headers, ...init.headers } })
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as unknown) : null,
  }
}

const accessControlHeaders = (headers: Headers) =>
  [...headers.keys()].filter((name) => name.startsWith('access-control-'))

function preflight(origin: string) {
  return fetch(`${emu.authUrl}/admin/users`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization,apikey',
      'access-control-request-private-network': 'true',
    },
  })
}

describe('M1: admin and service-role requests from a browser only from the site origins', () => {
  it('refuses the service-role key from a foreign origin with 403 forbidden_origin and no CORS headers', async () => {
    const users = await call('/auth/v1/admin/users?per_page=2', { ...adminHeaders(emu), origin: EVIL })
    expect(users.status).toBe(403)
    expect(users.body).toEqual({
      code: 403,
      error_code: 'forbidden_origin',
      msg: 'Admin and service-role requests from a browser are only accepted from the site URL and the additional redirect URLs',
    })
    expect(accessControlHeaders(users.headers)).toEqual([])

    const email = uniqueEmail('victim')
    const link = await call(
      '/auth/v1/admin/generate_link',
      {
        ...adminHeaders(emu),
        origin: EVIL,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      { method: 'POST', body: JSON.stringify({ type: 'magiclink', email }) },
    )
    expect(link.status).toBe(403)
    expect(link.body).toMatchObject({ code: 'forbidden_origin' })
    const created = await emu.db.query('select 1 from auth.users where email = $1', [email])
    expect(created.rows).toHaveLength(0)
  })

  it('counts every way of carrying the key: sb_secret, a signed service_role JWT, ?apikey=, and Origin null', async () => {
    const signed = await signPayload(
      { role: 'service_role', exp: Math.floor(Date.now() / 1000) + 600 },
      LOCAL_JWT_SECRET,
    )
    const refused = [
      ['/auth/v1/admin/users', { authorization: `Bearer ${LOCAL_SECRET_KEY}`, origin: EVIL }],
      ['/rest/v1/reading_progress', { apikey: LOCAL_SECRET_KEY, origin: EVIL }],
      ['/rest/v1/reading_progress', { apikey: emu.anonKey, authorization: `Bearer ${signed}`, origin: EVIL }],
      [`/rest/v1/reading_progress?apikey=${emu.serviceRoleKey}`, { origin: EVIL }],
      ['/rest/v1/reading_progress', { ...adminHeaders(emu), origin: 'null' }],
      ['/rest/v1/reading_progress', { ...adminHeaders(emu), origin: 'http://localhost:9999' }],
    ] as const
    for (const [path, headers] of refused) {
      const answer = await call(path, headers)
      expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(403)
      expect(accessControlHeaders(answer.headers)).toEqual([])
    }
  })

  it('answers the site origins as before, and requests with no Origin exactly as before', async () => {
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://localhost:4173',
      'http://127.0.0.1:4173',
    ]) {
      const users = await call('/auth/v1/admin/users?per_page=1', { ...adminHeaders(emu), origin })
      expect(users.status, origin).toBe(200)
      expect(users.headers.get('access-control-allow-origin')).toBe(origin)
      const rows = await call('/rest/v1/reading_progress', { ...adminHeaders(emu), origin })
      expect(rows.status, origin).toBe(200)
    }
    expect((await call('/auth/v1/admin/users?per_page=1', adminHeaders(emu))).status).toBe(200)
    expect((await call('/rest/v1/reading_progress', adminHeaders(emu))).status).toBe(200)
  })

  it('anon and user requests keep working from any origin (the site on any dev port)', async () => {
    const origin = 'http://localhost:5199'
    const settings = await call('/auth/v1/settings', { apikey: emu.anonKey, origin: EVIL })
    expect(settings.status).toBe(200)
    expect(settings.headers.get('access-control-allow-origin')).toBe(EVIL)
    const { client } = await confirmedUser(emu)
    const token = (await client.auth.getSession()).data.session?.access_token ?? ''
    const user = await call('/auth/v1/user', {
      apikey: emu.anonKey,
      authorization: `Bearer ${token}`,
      origin,
    })
    expect(user.status).toBe(200)
    expect(user.headers.get('access-control-allow-origin')).toBe(origin)
    const rows = await call('/rest/v1/reading_progress', {
      apikey: emu.anonKey,
      authorization: `Bearer ${token}`,
      origin,
    })
    expect(rows.status).toBe(200)
  })

  it('allows Private Network Access only to loopback origins', async () => {
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:9999',
      'http://[::1]:8080',
      'https://app.localhost',
    ]) {
      const answer = await preflight(origin)
      expect(answer.status, origin).toBe(204)
      expect(answer.headers.get('access-control-allow-private-network'), origin).toBe('true')
    }
    for (const origin of [
      EVIL,
      'http://localhost.evil.example',
      'http://127.0.0.2:5173',
      'null',
      'file://',
    ]) {
      const answer = await preflight(origin)
      expect(answer.status, origin).toBe(204)
      expect(answer.headers.get('access-control-allow-private-network'), origin).toBeNull()
    }
  })

  it('takes the origin of site_url and of each allow-list entry where one parses', () => {
    const origins = siteOrigins('http://localhost:5173', [
      'http://127.0.0.1:4173/**',
      'HTTP://LOCALHOST:8080/x',
      'http://[::1]:3000/**',
      'https://app.example.org',
      'https://*.example.com/**',
      'http://localhost:517?/*',
      'http://localhost:*/**',
      'myapp://callback',
      'not a url',
    ])
    expect([...origins]).toEqual([
      'http://localhost:5173',
      'http://127.0.0.1:4173',
      'http://localhost:8080',
      'http://[::1]:3000',
      'https://app.example.org',
    ])
  })
})
