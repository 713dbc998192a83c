import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '../src/local-defaults'
import {
  api,
  client,
  confirmedUser,
  latestMail,
  startTestEmulator,
  uniqueEmail,
  useEmulator,
} from './helpers'

const emu = useEmulator()

const ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
]

describe('CORS', () => {
  it.each(ORIGINS)('preflight from %s succeeds for the headers supabase-js sends', async (origin) => {
    const r = await fetch(`${emu.authUrl}/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'apikey,authorization,x-client-info,x-supabase-api-version,content-type',
      },
    })
    expect(r.status).toBe(204)
    expect(r.headers.get('access-control-allow-origin')).toBe(origin)
    const allowed = (r.headers.get('access-control-allow-headers') ?? '').toLowerCase()
    for (const h of ['apikey', 'authorization', 'x-client-info', 'x-supabase-api-version', 'content-type']) {
      expect(allowed).toContain(h)
    }
    expect(r.headers.get('access-control-allow-methods')).toContain('PUT')
  })

  it('errors carry the API version header and CORS exposes it', async () => {
    const r = await fetch(`${emu.authUrl}/token?grant_type=password`, {
      method: 'POST',
      headers: {
        origin: ORIGINS[0] as string,
        apikey: emu.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email: uniqueEmail(), password: 'whatever1' }),
    })
    expect(r.status).toBe(400)
    expect(r.headers.get('access-control-allow-origin')).toBe(ORIGINS[0])
    expect((r.headers.get('access-control-expose-headers') ?? '').toLowerCase()).toContain(
      'x-supabase-api-version',
    )
    expect(r.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(r.headers.get('x-sb-error-code')).toBe('invalid_credentials')
    expect(await r.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' })
  })
})

describe('error body formats by API version', () => {
  const body = { email: 'x@example.com', password: 'abc' }
  it('the initial format without (or with an old or malformed) version header', async () => {
    for (const version of [undefined, '2023-05-01', 'yesterday', '2024-13-45']) {
      const headers: Record<string, string> = { apikey: emu.anonKey, 'content-type': 'application/json' }
      if (version) headers['x-supabase-api-version'] = version
      const r = await fetch(`${emu.authUrl}/token?grant_type=nope`, { method: 'POST', headers, body: '{}' })
      expect(r.headers.get('x-supabase-api-version')).toBeNull()
      expect(await r.json()).toEqual({
        code: 400,
        error_code: 'invalid_credentials',
        msg: 'unsupported_grant_type',
      })
    }
    const weak = await fetch(`${emu.authUrl}/signup`, {
      method: 'POST',
      headers: { apikey: emu.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(weak.status).toBe(422)
    expect(await weak.json()).toEqual({
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    })
  })

  it('the 2024-01-01 format for newer dates', async () => {
    const r = await api(emu)('POST', '/signup', body, { 'x-supabase-api-version': '2025-06-01' })
    expect(r.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(r.body).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    })
  })

  it('required password characters give the "characters" reason', async () => {
    const strict = await startTestEmulator({
      passwordRequiredCharacters: ['abcdefghijklmnopqrstuvwxyz', '0123456789'],
      passwordMinLength: 8,
    })
    try {
      const r = await api(strict)('POST', '/signup', { email: uniqueEmail(), password: 'ABC' })
      expect(r.body).toEqual({
        code: 'weak_password',
        message:
          'Password should be at least 8 characters. Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, 0123456789.',
        weak_password: { reasons: ['length', 'characters'] },
      })
      const ok = await api(strict)('POST', '/signup', { email: uniqueEmail(), password: 'abcdefg1' })
      expect(ok.status).toBe(200)
    } finally {
      await strict.dispose()
    }
  })
})

describe('API keys (the gateway check)', () => {
  it('the well-known keys are signed with the well-known secret', () => {
    for (const key of [LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY]) {
      const [h, p, s] = key.split('.') as [string, string, string]
      expect(createHmac('sha256', LOCAL_JWT_SECRET).update(`${h}.${p}`).digest('base64url')).toBe(s)
    }
  })

  it('accepts the anon, service-role and publishable keys and refuses missing or forged ones', async () => {
    const settings = (key?: string) =>
      fetch(`${emu.authUrl}/settings${key === 'query' ? `?apikey=${emu.anonKey}` : ''}`, {
        headers: key && key !== 'query' ? { apikey: key } : {},
      })
    for (const key of [LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, LOCAL_PUBLISHABLE_KEY, 'query']) {
      expect((await settings(key)).status).toBe(200)
    }
    expect((await settings()).status).toBe(200)
    const strict = await startTestEmulator({ requireApiKey: true })
    const missing = await fetch(`${strict.authUrl}/settings`).finally(() => strict.dispose())
    expect(missing.status).toBe(401)
    expect(await missing.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    })
    const [h, p] = LOCAL_ANON_KEY.split('.') as [string, string]
    const forgedSecret = createHmac('sha256', 'another-secret-another-secret-another-secret')
      .update(`${h}.${p}`)
      .digest('base64url')
    // The last one is a near copy of the anon key with a wrong signature.
    for (const bad of [
      `${h}.${p}.${forgedSecret}`,
      'hello',
      `${h}.${p}.`,
      `${h}.${p}.CRXP1A7WOeoJeXxjNni43kdQwgnWNQAilCu3uRDf8Kk`,
    ]) {
      const r = await settings(bad)
      expect(r.status).toBe(401)
      expect(await r.json()).toMatchObject({ message: 'Invalid API key' })
    }
    // supabase-js reports it as an API error
    const { error } = await client(emu, 'pkce', 'hello').auth.signInWithPassword({
      email: uniqueEmail(),
      password: 'whatever1',
    })
    expect(error?.status).toBe(401)
    expect(error?.message).toBe('Invalid API key')
    // browser-navigated endpoints need no key
    expect((await fetch(`${emu.authUrl}/health`)).status).toBe(200)
    expect((await fetch(`${emu.authUrl}/.well-known/jwks.json`)).status).toBe(200)
  })

  it('a custom GOTRUE_JWT_SECRET signs its own keys', async () => {
    const custom = await startTestEmulator({ jwtSecret: 'a-completely-different-secret-of-enough-length' })
    try {
      expect(custom.anonKey).not.toBe(LOCAL_ANON_KEY)
      expect(
        (await fetch(`${custom.authUrl}/settings`, { headers: { apikey: custom.anonKey } })).status,
      ).toBe(200)
      expect(
        (await fetch(`${custom.authUrl}/settings`, { headers: { apikey: LOCAL_ANON_KEY } })).status,
      ).toBe(401)
      const { data, error } = await client(custom).auth.signUp({
        email: uniqueEmail(),
        password: 'secret123',
      })
      expect(error).toBeNull()
      expect(data.user).not.toBeNull()
    } finally {
      await custom.dispose()
    }
  })
})

describe('service endpoints', () => {
  it('GET /settings and /health', async () => {
    const s = await api(emu)('GET', '/settings')
    expect(s.status).toBe(200)
    expect(s.body).toMatchObject({
      external: {
        email: true,
        google: true,
        github: true,
        phone: false,
        anonymous_users: false,
        apple: false,
      },
      disable_signup: false,
      mailer_autoconfirm: false,
      saml_enabled: false,
    })
    const h = await api(emu)('GET', '/health')
    expect(h.body).toMatchObject({
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    })
  })

  it('bad JSON, wrong types, unknown grant types and oversized bodies get GoTrue answers', async () => {
    const call = api(emu)
    expect((await call('POST', '/signup', '{"email": ')).body).toEqual({
      code: 'bad_json',
      message: 'Could not parse request body as JSON: unexpected end of JSON input',
    })
    expect((await call('POST', '/signup', { email: 42, password: 'secret123' })).body).toEqual({
      code: 'bad_json',
      message:
        'Could not parse request body as JSON: json: cannot unmarshal number into Go struct field SignupParams.email of type string',
    })
    expect((await call('POST', '/signup', '[]')).body).toMatchObject({ code: 'bad_json' })
    expect((await call('POST', '/token?grant_type=magic', {})).body).toEqual({
      code: 'invalid_credentials',
      message: 'unsupported_grant_type',
    })
    expect((await call('POST', '/token?grant_type=password', {})).body).toEqual({
      code: 'validation_failed',
      message: 'missing email or phone',
    })
    const big = await call(
      'POST',
      '/signup',
      JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 << 20) }),
    )
    expect(big).toMatchObject({
      status: 413,
      body: { code: 'request_entity_too_large', message: 'Request body too large (max 1048576 bytes)' },
    })
    // keys match case-insensitively, like Go's encoding/json
    const email = uniqueEmail()
    expect((await call('POST', '/signup', { EMAIL: email, Password: 'secret123' })).status).toBe(200)
  })

  it('unknown paths are 404 and wrong methods 405', async () => {
    const call = api(emu)
    expect((await call('GET', '/nope')).status).toBe(404)
    expect((await call('GET', '/signup')).status).toBe(405)
    const things = await fetch(`${emu.apiUrl}/rest/v1/things`, { headers: { apikey: emu.anonKey } })
    expect(things.status).toBe(404)
    expect(((await things.json()) as { code: string }).code).toBe('PGRST205')
    expect((await fetch(`${emu.apiUrl}/nope/v1/things`)).status).toBe(404)
  })

  it('out-of-scope features answer with GoTrue errors (MFA, linking, SSO, id_token, admin)', async () => {
    const { client: c } = await confirmedUser(emu)
    const token = (await c.auth.getSession()).data.session?.access_token as string
    const enroll = await c.auth.mfa.enroll({ factorType: 'totp' })
    expect(enroll.error?.code).toBe('mfa_totp_enroll_not_enabled')
    const challenge = await c.auth.mfa.challenge({ factorId: '00000000-0000-4000-8000-000000000000' })
    expect(challenge.error?.code).toBe('mfa_factor_not_found')
    const unauth = await api(emu)('POST', '/factors', { factor_type: 'totp' })
    expect(unauth.body).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    })
    const factors = await c.auth.mfa.listFactors()
    expect(factors.data?.all).toEqual([])

    const link = await c.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } })
    expect(link.error?.message).toContain('Manual linking is disabled')
    const sso = await client(emu).auth.signInWithSSO({ domain: 'example.com' })
    expect(sso.error?.message).toContain('SAML 2.0 is disabled')
    expect(sso.data).toBeNull()
    const passkeys = await api(emu)('POST', '/passkeys/authentication/options', {})
    expect(passkeys.status).toBe(404)
    expect(passkeys.body).toMatchObject({ code: 'passkey_disabled', message: 'Passkeys are disabled' })
    const idToken = await client(emu).auth.signInWithIdToken({ provider: 'google', token: 'mock-id-token' })
    expect(idToken.error?.message).toMatch(/not enabled|Bad ID token/)

    const asUser = await api(emu)('GET', '/admin/users', undefined, { authorization: `Bearer ${token}` })
    expect(asUser).toMatchObject({ status: 403, body: { code: 'not_admin' } })
    const asAdmin = await api(emu)('GET', '/admin/users', undefined, {
      apikey: emu.serviceRoleKey,
      authorization: `Bearer ${emu.serviceRoleKey}`,
    })
    expect(asAdmin).toMatchObject({ status: 200, body: { aud: 'authenticated' } })
    const audit = await api(emu)('GET', '/admin/audit', undefined, {
      authorization: `Bearer ${emu.serviceRoleKey}`,
    })
    expect(audit).toMatchObject({ status: 404, body: { code: 'feature_disabled' } })
  })
})

describe('configured rate limits', () => {
  it('GOTRUE_RATE_LIMIT_EMAIL_SENT caps mail globally; GOTRUE_RATE_LIMIT_TOKEN_REFRESH limits /token per client', async () => {
    const limited = await startTestEmulator({
      rateLimitEmailSent: { events: 1, overSeconds: 3600 },
      rateLimitTokenRefresh: { events: 3, overSeconds: 300 },
    })
    try {
      expect(
        (await client(limited).auth.signUp({ email: uniqueEmail(), password: 'secret123' })).error,
      ).toBeNull()
      const second = await client(limited).auth.signUp({ email: uniqueEmail(), password: 'secret123' })
      expect(second.error?.code).toBe('over_email_send_rate_limit')
      expect(second.error?.message).toBe('email rate limit exceeded')
      const statuses: number[] = []
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (
            await api(limited)('POST', '/token?grant_type=password', {
              email: uniqueEmail(),
              password: 'x1234567',
            })
          ).status,
        )
      }
      expect(statuses).toEqual([400, 400, 400, 429])
      const last = await api(limited)('POST', '/token?grant_type=password', {})
      expect(last.body).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' })
    } finally {
      await limited.dispose()
    }
  })
})

describe('mail catcher', () => {
  it('lists newest first, reads, searches and deletes (Mailpit subset), with an HTML inbox', async () => {
    const mailer = await startTestEmulator()
    try {
      const a = uniqueEmail('first')
      const b = uniqueEmail('second')
      await client(mailer).auth.signUp({ email: a, password: 'secret123' })
      await client(mailer).auth.signUp({ email: b, password: 'secret123' })
      const list = await fetch(`${mailer.mailUrl}/api/v1/messages`)
      const body = (await list.json()) as {
        total: number
        unread: number
        messages: { ID: string; To: { Address: string }[]; Subject: string; Created: string }[]
      }
      expect(body.total).toBe(2)
      expect(body.messages.map((m) => m.To[0]?.Address)).toEqual([b, a])
      expect(body.messages[0]?.Subject).toBe('Confirm your email address')
      expect(Number.isNaN(Date.parse(body.messages[0]?.Created ?? ''))).toBe(false)

      const one = (await (
        await fetch(`${mailer.mailUrl}/api/v1/message/${body.messages[1]?.ID}`)
      ).json()) as Record<string, unknown>
      expect(one).toMatchObject({ Subject: 'Confirm your email address', To: [{ Address: a }] })
      expect(typeof one.Text).toBe('string')
      expect(typeof one.HTML).toBe('string')
      expect((await latestMail(mailer, b)).Subject).toBe('Confirm your email address')
      const latest = (await (await fetch(`${mailer.mailUrl}/api/v1/message/latest`)).json()) as {
        To: { Address: string }[]
      }
      expect(latest.To[0]?.Address).toBe(b)

      const search = (await (
        await fetch(`${mailer.mailUrl}/api/v1/search?query=${encodeURIComponent(`to:"${a}"`)}`)
      ).json()) as {
        messages: unknown[]
      }
      expect(search.messages).toHaveLength(1)

      const inbox = await fetch(`${mailer.mailUrl}/`)
      expect(inbox.headers.get('content-type')).toContain('text/html')
      expect(await inbox.text()).toContain(a)
      const view = await fetch(`${mailer.mailUrl}/view/${body.messages[0]?.ID}`)
      expect(await view.text()).toContain('/auth/v1/verify?token=')

      const messagesUrl = `${mailer.mailUrl}/api/v1/messages`
      const total = async () => ((await (await fetch(messagesUrl)).json()) as { total: number }).total
      // A body that is not a well-formed {"IDs": [...]} must delete nothing, not everything.
      for (const body of ['{"IDs":', '{"IDs":"x"}', '{"IDs":[1]}', `{"IDs":["${'x'.repeat(2_000_000)}"]}`]) {
        expect((await fetch(messagesUrl, { method: 'DELETE', body })).status).toBe(400)
      }
      expect(await total()).toBe(2)
      const delOne = await fetch(messagesUrl, {
        method: 'DELETE',
        body: JSON.stringify({ IDs: [body.messages[0]?.ID] }),
      })
      expect(delOne.status).toBe(200)
      expect(await total()).toBe(1)
      expect(inbox.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(inbox.headers.get('x-frame-options')).toBe('DENY')
      // A form on another site must not empty the inbox; our own inbox page's form still works.
      const post = (headers: Record<string, string>) =>
        fetch(`${mailer.mailUrl}/delete`, { method: 'POST', headers, redirect: 'manual' })
      expect((await post({ origin: 'http://evil.example' })).status).toBe(403)
      expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403)
      expect(await total()).toBe(1)
      expect((await post({ origin: new URL(mailer.mailUrl).origin })).status).toBe(303)
      expect(await total()).toBe(0)
      const del = await fetch(messagesUrl, { method: 'DELETE' })
      expect(del.status).toBe(200)
      const after = (await (await fetch(`${mailer.mailUrl}/api/v1/messages`)).json()) as { total: number }
      expect(after.total).toBe(0)
      expect((await fetch(`${mailer.mailUrl}/api/v1/message/nope`)).status).toBe(404)
    } finally {
      await mailer.dispose()
    }
  })
})

describe('L1: an empty delete selection', () => {
  it('DELETE /api/v1/messages with {"IDs": []} answers 400 and deletes nothing; an empty body still deletes all', async () => {
    const mailer = await startTestEmulator()
    try {
      await client(mailer).auth.signUp({ email: uniqueEmail('keep'), password: 'secret123' })
      const messagesUrl = `${mailer.mailUrl}/api/v1/messages`
      const total = async () => ((await (await fetch(messagesUrl)).json()) as { total: number }).total
      expect(await total()).toBe(1)
      const empty = await fetch(messagesUrl, { method: 'DELETE', body: '{"IDs": []}' })
      expect(empty.status).toBe(400)
      expect(await empty.json()).toEqual({ error: 'invalid delete body' })
      expect(await total()).toBe(1)
      expect((await fetch(messagesUrl, { method: 'DELETE' })).status).toBe(200)
      expect(await total()).toBe(0)
    } finally {
      await mailer.dispose()
    }
  })
})

describe('a NUL byte in a mail id or search (fuzzing found 500s)', () => {
  it('is a mail that does not exist and a search that matches nothing', async () => {
    const api = `${emu.mailUrl}/api/v1`
    expect((await fetch(`${api}/message/%00`)).status).toBe(404)
    expect((await fetch(`${emu.mailUrl}/view/a%00b`)).status).toBe(404)
    expect((await fetch(`${api}/message/%00`, { method: 'DELETE' })).status).toBe(200)
    const search = await fetch(`${api}/search?query=a%00b`)
    expect(search.status).toBe(200)
    expect(((await search.json()) as { messages: unknown[] }).messages).toEqual([])
  })
})

describe('mail catcher CORS', () => {
  // A page on another origin must not read or delete mail: the catcher grants no origin anything.
  it('sends no Access-Control-Allow-* header, to requests or preflights from a foreign origin', async () => {
    const origin = 'https://attacker.example'
    const list = await fetch(`${emu.mailUrl}/api/v1/messages`, { headers: { origin } })
    expect(list.status).toBe(200)
    const preflight = await fetch(`${emu.mailUrl}/api/v1/messages`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'DELETE' },
    })
    for (const answer of [list, preflight]) {
      const allowHeaders = [...answer.headers.keys()].filter((name) =>
        name.startsWith('access-control-allow'),
      )
      expect(allowHeaders).toEqual([])
    }
  })
})
