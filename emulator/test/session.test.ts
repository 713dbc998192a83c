import { AuthSessionMissingError, type Session } from '@supabase/supabase-js'
import { SignJWT, decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { LOCAL_JWT_SECRET } from '../src/local-defaults'
import {
  api,
  client,
  confirmedUser,
  memoryStorage,
  startTestEmulator,
  uniqueEmail,
  useEmulator,
} from './helpers'

const emu = useEmulator({ mailerAutoconfirm: true })

async function signedIn(email?: string, password = 'secret123') {
  const address = email ?? uniqueEmail()
  if (!email) await client(emu).auth.signUp({ email: address, password })
  const c = client(emu)
  const { data, error } = await c.auth.signInWithPassword({ email: address, password })
  if (error) throw error
  return { c, email: address, session: data.session as Session }
}

const secret = new TextEncoder().encode(LOCAL_JWT_SECRET)

describe('refresh and rotation', () => {
  it('refreshSession rotates the refresh token and issues a new access token in the same session', async () => {
    const { c, session } = await signedIn()
    emu.clock.advance(1)
    const { data, error } = await c.auth.refreshSession({ refresh_token: session.refresh_token })
    emu.clock.advance(-1)
    expect(decodeJwt(data.session?.access_token as string).iat).toBeGreaterThan(
      decodeJwt(session.access_token).iat as number,
    )
    expect(error).toBeNull()
    expect(data.session?.token_type).toBe('bearer')
    expect(data.session?.refresh_token).not.toBe(session.refresh_token)
    expect(data.session?.access_token).not.toBe(session.access_token)
    const before = decodeJwt(session.access_token)
    const after = decodeJwt(data.session?.access_token as string)
    expect(after.session_id).toBe(before.session_id)
    expect(after.amr).toEqual(before.amr)
    const stored = await c.auth.refreshSession()
    expect(stored.error).toBeNull()
    expect(stored.data.session?.refresh_token).not.toBe(data.session?.refresh_token)
  })

  it('an expired stored session is refreshed by getSession', async () => {
    const storage = memoryStorage()
    const c = client(emu, 'pkce', emu.anonKey, storage)
    const email = uniqueEmail()
    await client(emu).auth.signUp({ email, password: 'secret123' })
    const { data: signIn } = await c.auth.signInWithPassword({ email, password: 'secret123' })
    const key = [...storage.map.keys()].find((k) => k.endsWith('-auth-token')) as string
    const saved = JSON.parse(storage.map.get(key) as string) as Session
    storage.map.set(key, JSON.stringify({ ...saved, expires_at: Math.floor(Date.now() / 1000) - 10 }))
    const { data, error } = await c.auth.getSession()
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    expect(data.session?.refresh_token).not.toBe(signIn.session?.refresh_token)
  })

  it('presenting the previous token again returns the current one (lost answer), within or after the reuse interval', async () => {
    const { c, session } = await signedIn()
    const first = await c.auth.refreshSession({ refresh_token: session.refresh_token })
    emu.clock.advance(30)
    try {
      const replay = await client(emu).auth.refreshSession({ refresh_token: session.refresh_token })
      expect(replay.error).toBeNull()
      expect(replay.data.session?.refresh_token).toBe(first.data.session?.refresh_token)
    } finally {
      emu.clock.advance(-30)
    }
  })

  /** R0 -> R1 -> R2 in one session; returns the three tokens and the session id. */
  async function chainOfThree() {
    const { c, session } = await signedIn()
    const r1 = await c.auth.refreshSession({ refresh_token: session.refresh_token })
    const r2 = await c.auth.refreshSession({ refresh_token: r1.data.session?.refresh_token as string })
    expect(r2.error).toBeNull()
    return {
      tokens: [
        session.refresh_token,
        r1.data.session?.refresh_token,
        r2.data.session?.refresh_token,
      ] as string[],
      sessionId: decodeJwt(session.access_token).session_id as string,
    }
  }

  const activeTokens = async (sessionId: string) =>
    (
      await emu.db.query<{ token: string }>(
        'select token from auth.refresh_tokens where session_id = $1 and revoked = false',
        [sessionId],
      )
    ).rows.map((row) => row.token)

  const refresh = (token: string) => client(emu).auth.refreshSession({ refresh_token: token })

  it('M2: reuse outside the reuse interval is refresh_token_already_used and revokes the whole family, newest token included', async () => {
    const { tokens, sessionId } = await chainOfThree()
    const [r0, r1, r2] = tokens as [string, string, string]
    const start = emu.clock.offsetMs
    try {
      emu.clock.advance(11)
      const reuse = await refresh(r0)
      expect(reuse.error?.code).toBe('refresh_token_already_used')
      expect(reuse.error?.message).toBe('Invalid Refresh Token: Already Used')
      expect(reuse.error?.status).toBe(400)
      expect(reuse.data.session).toBeNull()
      // The review's escape: R2, presented right after the revocation, minted an unrevoked R3.
      const escaped = await refresh(r2)
      expect(escaped.error?.code).toBe('refresh_token_already_used')
      expect(escaped.data.session).toBeNull()
      expect((await refresh(r1)).error?.code).toBe('refresh_token_already_used')
      emu.clock.advance(12)
      expect((await refresh(r2)).error?.code).toBe('refresh_token_already_used')
      expect(await activeTokens(sessionId)).toEqual([])
    } finally {
      emu.clock.offsetMs = start
    }
  })

  it('M2: reusing an older token inside the reuse interval returns the current token and forks no chain', async () => {
    const { tokens, sessionId } = await chainOfThree()
    const [r0, , r2] = tokens as [string, string, string]
    const replay = await refresh(r0)
    expect(replay.error).toBeNull()
    expect(replay.data.session?.refresh_token).toBe(r2)
    expect(await activeTokens(sessionId)).toEqual([r2])
    const next = await refresh(r2)
    expect(next.error).toBeNull()
    expect(await activeTokens(sessionId)).toEqual([next.data.session?.refresh_token])
  })

  it('malformed and unknown refresh tokens get GoTrue answers', async () => {
    const bad = await client(emu).auth.refreshSession({ refresh_token: 'invalid-refresh-token' })
    expect(bad.error?.message).toBe('Refresh token is not valid')
    expect(bad.error?.code).toBe('validation_failed')
    expect(bad.data.session).toBeNull()
    const unknown = await client(emu).auth.refreshSession({ refresh_token: 'abcdefghijkl' })
    expect(unknown.error?.code).toBe('refresh_token_not_found')
    expect(unknown.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found')
  })

  it('setSession works with a real session and fails cleanly with an expired token and a bogus refresh token', async () => {
    const { session } = await signedIn()
    const c = client(emu)
    const set = await c.auth.setSession({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    })
    expect(set.error).toBeNull()
    expect((await c.auth.getSession()).data.session?.access_token).toBe(session.access_token)
    expect((await c.auth.updateUser({ data: { via: 'setSession' } })).error).toBeNull()

    const expired = await new SignJWT({ sub: set.data.user?.id, role: 'authenticated', aud: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret)
    const bad = await client(emu).auth.setSession({
      access_token: expired,
      refresh_token: 'invalid-refresh-token',
    })
    expect(bad.error?.message).toMatch(/Invalid Refresh Token|Refresh token is not valid/)
    expect(bad.data.session).toBeNull()
  })
})

describe('getUser and updateUser', () => {
  it('getUser returns the user; without a session it is an error', async () => {
    const { c, email } = await signedIn()
    const { data, error } = await c.auth.getUser()
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
    const none = await client(emu).auth.getUser()
    expect(none.data.user).toBeNull()
    expect(none.error).toBeInstanceOf(AuthSessionMissingError)
  })

  it('updateUser merges data into user_metadata (null removes a key) and emits USER_UPDATED', async () => {
    const { c } = await signedIn()
    const events: string[] = []
    c.auth.onAuthStateChange((e) => events.push(e))
    const { data, error } = await c.auth.updateUser({ data: { hello: 'world', drop: 1 } })
    expect(error).toBeNull()
    for (const f of [
      'id',
      'aud',
      'email',
      'phone',
      'updated_at',
      'last_sign_in_at',
      'email_confirmed_at',
      'created_at',
    ]) {
      expect(data.user).toHaveProperty(f)
    }
    expect(data.user?.user_metadata).toMatchObject({ hello: 'world', drop: 1 })
    const second = await c.auth.updateUser({ data: { drop: null } })
    expect(second.data.user?.user_metadata.hello).toBe('world')
    expect(second.data.user?.user_metadata).not.toHaveProperty('drop')
    await new Promise((r) => setTimeout(r, 10))
    expect(events).toContain('USER_UPDATED')
    const fresh = await c.auth.getUser()
    expect(fresh.data.user?.user_metadata.hello).toBe('world')
  })

  it('updateUser refuses app_metadata, the same password and weak passwords', async () => {
    const { c, session } = await signedIn()
    const call = api(emu)
    const auth = { authorization: `Bearer ${session.access_token}` }
    const admin = await call('PUT', '/user', { app_metadata: { role: 'admin' } }, auth)
    expect(admin).toMatchObject({
      status: 403,
      body: { code: 'not_admin', message: 'Updating app_metadata requires admin privileges' },
    })
    const same = await c.auth.updateUser({ password: 'secret123' })
    expect(same.error?.code).toBe('same_password')
    expect(same.error?.status).toBe(422)
    expect(same.error?.message).toBe('New password should be different from the old password.')
    const weak = await c.auth.updateUser({ password: 'abc' })
    expect(weak.error?.code).toBe('weak_password')
  })

  it('a password change signs out the other sessions but keeps the current one', async () => {
    const { c, email } = await signedIn()
    const other = await signedIn(email)
    const { error } = await c.auth.updateUser({ password: 'brand-new-password' })
    expect(error).toBeNull()
    expect((await c.auth.getUser()).error).toBeNull()
    const otherUser = await other.c.auth.getUser()
    expect(otherUser.error).toBeInstanceOf(AuthSessionMissingError)
    const refresh = await client(emu).auth.refreshSession({ refresh_token: other.session.refresh_token })
    expect(refresh.error?.code).toBe('refresh_token_not_found')
    expect((await client(emu).auth.signInWithPassword({ email, password: 'secret123' })).error?.code).toBe(
      'invalid_credentials',
    )
    expect(
      (await client(emu).auth.signInWithPassword({ email, password: 'brand-new-password' })).error,
    ).toBeNull()
  })
})

describe('sign-out scopes', () => {
  it('others, local and global end exactly the sessions they name', async () => {
    const call = api(emu)
    const codeFor = async (s: Session) =>
      (
        (await call('GET', '/user', undefined, { authorization: `Bearer ${s.access_token}` })).body as {
          code?: string
        }
      ).code
    const a = await signedIn()
    const b = await signedIn(a.email)
    const c = await signedIn(a.email)
    const d = await signedIn(a.email)

    expect((await a.c.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect((await a.c.auth.getUser()).error).toBeNull()
    for (const s of [b, c, d]) {
      expect(await codeFor(s.session)).toBe('session_not_found')
      // the client treats session_not_found as a missing session and drops it
      const r = await s.c.auth.getUser()
      expect(r.error).toBeInstanceOf(AuthSessionMissingError)
      expect((await s.c.auth.getSession()).data.session).toBeNull()
    }

    const e = await signedIn(a.email)
    expect((await a.c.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect((await a.c.auth.getSession()).data.session).toBeNull()
    expect(await codeFor(a.session)).toBe('session_not_found')
    expect((await e.c.auth.getUser()).error).toBeNull()

    const f = await signedIn(a.email)
    expect((await e.c.auth.signOut()).error).toBeNull()
    expect(await codeFor(f.session)).toBe('session_not_found')
    const refresh = await client(emu).auth.refreshSession({ refresh_token: f.session.refresh_token })
    expect(refresh.error?.code).toBe('refresh_token_not_found')
    expect((await e.c.auth.getSession()).data.session).toBeNull()
  })

  it('logout answers 204, refuses unknown scopes and needs a bearer token', async () => {
    const { session } = await signedIn()
    const call = api(emu)
    const auth = { authorization: `Bearer ${session.access_token}` }
    const badScope = await call('POST', '/logout?scope=everyone', undefined, auth)
    expect(badScope).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Unsupported logout scope "everyone"' },
    })
    const none = await call('POST', '/logout')
    expect(none).toMatchObject({ status: 401, body: { code: 'no_authorization' } })
    const ok = await call('POST', '/logout?scope=local', undefined, auth)
    expect(ok.status).toBe(204)
    expect(ok.body).toBeNull()
  })
})

describe('access tokens', () => {
  it('rejects tampered, unsigned, expired and foreign tokens with GoTrue messages', async () => {
    const { session } = await signedIn()
    const call = api(emu)
    const [h, p, s] = session.access_token.split('.') as [string, string, string]
    const get = (token: string) => call('GET', '/user', undefined, { authorization: `Bearer ${token}` })

    const tampered = await get(`${h}.${p}.${s.slice(0, -4)}AAAA`)
    expect(tampered).toMatchObject({
      status: 403,
      body: {
        code: 'bad_jwt',
        message:
          'invalid JWT: unable to parse or verify signature, token signature is invalid: signature is invalid',
      },
    })
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...decodeJwt(session.access_token), role: 'service_role' }),
    ).toString('base64url')
    expect((await get(`${h}.${forgedPayload}.${s}`)).body).toMatchObject({ code: 'bad_jwt' })

    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    expect((await get(`${none}.${p}.`)).body).toEqual({
      code: 'bad_jwt',
      message:
        'invalid JWT: unable to parse or verify signature, token signature is invalid: signing method none is invalid',
    })

    const claims = decodeJwt(session.access_token)
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(secret)
    expect((await get(expired)).body).toEqual({
      code: 'bad_jwt',
      message: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    })

    expect(await get(emu.anonKey)).toMatchObject({
      status: 403,
      body: { code: 'bad_jwt', message: 'invalid claim: missing sub claim' },
    })
    const notUuid = await new SignJWT({ sub: 'not-a-uuid', aud: 'authenticated', role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(secret)
    expect(await get(notUuid)).toMatchObject({
      status: 400,
      body: { code: 'bad_jwt', message: 'invalid claim: sub claim must be a UUID' },
    })
    const ghost = await new SignJWT({ sub: '00000000-0000-4000-8000-000000000000', aud: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(secret)
    expect(await get(ghost)).toMatchObject({ status: 403, body: { code: 'user_not_found' } })
    expect(await get('garbage')).toMatchObject({ status: 403, body: { code: 'bad_jwt' } })
    expect(await call('GET', '/user', undefined, { authorization: 'Basic abc' })).toMatchObject({
      status: 401,
      body: { code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' },
    })
    // A client's X-JWT-AUD header no longer picks the audience (M3); a token without one still fails.
    const withHeader = await call('GET', '/user', undefined, {
      authorization: `Bearer ${session.access_token}`,
      'x-jwt-aud': 'other',
    })
    expect(withHeader.status).toBe(200)
    const { aud: _aud, ...withoutAud } = decodeJwt(session.access_token)
    const noAud = await new SignJWT(withoutAud).setProtectedHeader({ alg: 'HS256' }).sign(secret)
    expect(await get(noAud)).toMatchObject({
      status: 400,
      body: { message: "Token audience doesn't match request audience" },
    })
  })

  it('getClaims works with HS256 tokens (through GET /user) and is empty without a session', async () => {
    expect(await client(emu).auth.getClaims()).toEqual({ data: null, error: null })
    const { c, email } = await signedIn()
    const { data, error } = await c.auth.getClaims()
    expect(error).toBeNull()
    expect(data?.claims.email).toBe(email)
  })

  it('the JWKS endpoint publishes no keys for HS256', async () => {
    const r = await fetch(`${emu.authUrl}/.well-known/jwks.json`)
    expect(r.status).toBe(200)
    expect(r.headers.get('cache-control')).toBe('public, max-age=600')
    expect(await r.json()).toEqual({ keys: [] })
  })

  it('sessions of confirmed users made through the mail link keep working', async () => {
    const confirm = await startTestEmulator()
    try {
      const { client: c } = await confirmedUser(confirm)
      expect((await c.auth.getUser()).error).toBeNull()
    } finally {
      await confirm.dispose()
    }
  })
})
