import { AuthWeakPasswordError, type Session } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import {
  CALLBACK,
  SITE,
  api,
  client,
  confirmedUser,
  latestMail,
  linkIn,
  mailCount,
  params,
  startTestEmulator,
  uniqueEmail,
  useEmulator,
  visit,
} from './helpers'

const emu = useEmulator() // email confirmation on (the default)
// GOTRUE_MAILER_AUTOCONFIRM=true, anonymous sign-ins on
const auto = useEmulator({ mailerAutoconfirm: true, externalAnonymousUsersEnabled: true })

describe('sign-up without email confirmation (autoconfirm)', () => {
  it('returns a session and a complete user, with the sign-up data as user_metadata', async () => {
    const c = client(auto)
    const email = uniqueEmail('Auto')
    const events: string[] = []
    let eventSession: Session | null = null
    c.auth.onAuthStateChange((event, session) => {
      events.push(event)
      if (event === 'SIGNED_IN') eventSession = session
    })
    const { data, error } = await c.auth.signUp({
      email,
      password: 'secret123',
      options: { data: { full_name: 'Auto Person' }, emailRedirectTo: 'not a url' },
    })
    expect(error).toBeNull()
    expect(data.session).not.toBeNull()
    const user = data.user
    expect(user?.email).toBe(email.toLowerCase())
    expect(user?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(typeof user?.phone).toBe('string')
    expect(user?.aud).toBe('authenticated')
    expect(user?.email_confirmed_at).toBeTruthy()
    expect(user?.last_sign_in_at).toBeTruthy()
    expect(user?.created_at).toBeTruthy()
    expect(user?.updated_at).toBeTruthy()
    expect(user?.app_metadata.provider).toBe('email')
    expect(user?.app_metadata.providers).toEqual(['email'])
    expect(user?.user_metadata).toMatchObject({
      full_name: 'Auto Person',
      email: email.toLowerCase(),
      email_verified: true,
    })
    expect(user?.identities).toHaveLength(1)
    await new Promise((r) => setTimeout(r, 10))
    expect(events).toContain('SIGNED_IN')
    expect(eventSession).toEqual(data.session)
    expect(await mailCount(auto, email)).toBe(0)
    const { data: ids } = await c.auth.getUserIdentities()
    expect(ids?.identities).toHaveLength(1)
    expect(ids?.identities[0]?.provider).toBe('email')
    expect(ids?.identities[0]?.identity_data?.email).toBe(email.toLowerCase())
  })

  it('a second sign-up of a registered address is "User already registered" (422 user_already_exists)', async () => {
    const email = uniqueEmail()
    expect((await client(auto).auth.signUp({ email, password: 'secret123' })).error).toBeNull()
    const { data, error } = await client(auto).auth.signUp({ email, password: 'another123' })
    expect(error?.message).toMatch(/^User already registered/)
    expect(error?.code).toBe('user_already_exists')
    expect(error?.status).toBe(422)
    expect(data.user).toBeNull()
    expect(data.session).toBeNull()
  })

  it('PKCE clients get a session immediately too', async () => {
    const { data, error } = await client(auto, 'pkce').auth.signUp({
      email: uniqueEmail(),
      password: 'secret123',
    })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
  })

  it('anonymous sign-in works when enabled, with the data as user_metadata', async () => {
    const c = client(auto)
    const { data, error } = await c.auth.signInAnonymously({ options: { data: { color: 'blue' } } })
    expect(error).toBeNull()
    expect(data.user?.is_anonymous).toBe(true)
    expect(data.user?.user_metadata).toEqual({ color: 'blue' })
    expect(data.user?.app_metadata).toEqual({})
    const { data: s } = await c.auth.getSession()
    expect(s.session?.user.id).toBe(data.user?.id)
  })
})

describe('sign-up validation', () => {
  it('rejects a short password with weak_password and its reasons', async () => {
    const { data, error } = await client(emu).auth.signUp({ email: uniqueEmail(), password: 'abc' })
    expect(error).toBeInstanceOf(AuthWeakPasswordError)
    expect(error?.message).toContain('Password should be at least 6 characters')
    expect(error?.code).toBe('weak_password')
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length'])
    expect(data.session).toBeNull()
  })

  it('rejects an invalid email address', async () => {
    const { error } = await client(emu).auth.signUp({ email: 'a', password: 'secret123' })
    expect(error?.message).toBe('Unable to validate email address: invalid format')
    expect(error?.code).toBe('validation_failed')
    expect(error?.status).toBe(400)
    const both = await client(emu).auth.signUp({ email: 'not-an-email', password: 'abc' })
    expect(both.error).not.toBeNull()
    expect(both.data.user).toBeNull()
    expect(both.data.session).toBeNull()
  })

  it('rejects passwords over 72 bytes and enforces required characters when configured', async () => {
    const long = await api(emu)('POST', '/signup', { email: uniqueEmail(), password: 'x'.repeat(73) })
    expect(long.status).toBe(400)
    expect(long.body).toEqual({
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    })
  })

  it('refuses sign-ups when signups are disabled', async () => {
    const off = await startTestEmulator({ disableSignup: true })
    try {
      const { data, error } = await client(off).auth.signUp({ email: uniqueEmail(), password: 'secret123' })
      expect(error?.message).toBe('Signups not allowed for this instance')
      expect(error?.code).toBe('signup_disabled')
      expect(data.user).toBeNull()
    } finally {
      await off.dispose()
    }
  })

  it('refuses anonymous sign-ins when they are disabled (the default)', async () => {
    const { data, error } = await client(emu).auth.signInAnonymously()
    expect(error?.message).toContain('Anonymous sign-ins are disabled')
    expect(error?.code).toBe('anonymous_provider_disabled')
    expect(data.session).toBeNull()
  })
})

describe('sign-up with email confirmation', () => {
  it('returns the user without a session and mails a PKCE confirmation link through /auth/v1/verify', async () => {
    const c = client(emu)
    const email = uniqueEmail()
    const { data, error } = await c.auth.signUp({
      email,
      password: 'secret123',
      options: { emailRedirectTo: CALLBACK, data: { full_name: 'Mail Person' } },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.email).toBe(email.toLowerCase())
    expect(data.user?.email_confirmed_at).toBeUndefined()
    expect(data.user?.confirmation_sent_at).toBeTruthy()
    expect(data.user?.identities).toHaveLength(1)
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Mail Person', email_verified: false })

    const mail = await latestMail(emu, email)
    expect(mail.Subject).toBe('Confirm your email address')
    const link = linkIn(mail.Text)
    expect(link).toMatch(
      new RegExp(`^${emu.authUrl}/verify\\?token=pkce_[0-9a-f]{56}&type=signup&redirect_to=${CALLBACK}$`),
    )
    expect(mail.HTML).toContain('href="' + link.replace(/&/g, '&#38;') + '"')
    expect(emu.logs.some((l) => l.includes(link))).toBe(true)

    // not confirmed yet
    const early = await client(emu).auth.signInWithPassword({ email, password: 'secret123' })
    expect(early.error?.code).toBe('email_not_confirmed')
    expect(early.error?.message).toBe('Email not confirmed')
    expect(early.error?.status).toBe(400)

    // the link confirms and redirects with a code for the PKCE exchange
    const { status, location } = await visit(link)
    expect(status).toBe(303)
    const { query } = params(location)
    expect(location.startsWith(`${CALLBACK}?code=`)).toBe(true)
    const events: string[] = []
    c.auth.onAuthStateChange((e) => events.push(e))
    const ex = await c.auth.exchangeCodeForSession(query.get('code') as string)
    expect(ex.error).toBeNull()
    expect(ex.data.session?.user.email_confirmed_at).toBeTruthy()
    expect(ex.data.session?.user.user_metadata.email_verified).toBe(true)
    expect(decodeJwt(ex.data.session?.access_token as string).amr).toEqual([
      { method: 'email/signup', timestamp: expect.any(Number) },
    ])
    await new Promise((r) => setTimeout(r, 10))
    expect(events).toContain('SIGNED_IN')

    // a used link is refused (the app gets the error, in the query for PKCE and in the fragment)
    const again = await visit(link)
    expect(again.status).toBe(303)
    const p = params(again.location)
    expect(p.query.get('error')).toBe('access_denied')
    expect(p.query.get('error_code')).toBe('otp_expired')
    expect(p.query.get('error_description')).toBe('Email link is invalid or has expired')
    expect(p.fragment.get('error_code')).toBe('otp_expired')
    expect(p.fragment.has('sb')).toBe(true)

    // now password sign-in works
    const signIn = await client(emu).auth.signInWithPassword({ email, password: 'secret123' })
    expect(signIn.error).toBeNull()
    const s = signIn.data.session as Session
    expect(s.token_type).toBe('bearer')
    expect(typeof s.expires_in).toBe('number')
    expect(typeof s.expires_at).toBe('number')
    expect(s.refresh_token).toMatch(/^[a-z0-9]{12}$/)
    expect(signIn.data.user?.id).toBe(data.user?.id)
    const claims = decodeJwt(s.access_token)
    expect(claims).toMatchObject({
      sub: data.user?.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: email.toLowerCase(),
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      aal: 'aal1',
      is_anonymous: false,
      iss: emu.authUrl,
    })
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }])
    expect(typeof claims.session_id).toBe('string')
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600)
    expect((claims.user_metadata as Record<string, unknown>).full_name).toBe('Mail Person')
  })

  it('confirms through an implicit-flow link with the session in the fragment', async () => {
    const email = uniqueEmail()
    const { error } = await client(emu, 'implicit').auth.signUp({
      email,
      password: 'secret123',
      options: { emailRedirectTo: `${SITE}/welcome?from=mail` },
    })
    expect(error).toBeNull()
    const link = linkIn((await latestMail(emu, email)).Text)
    expect(link).not.toContain('pkce_')
    expect(link).toContain('redirect_to=http%3A%2F%2Flocalhost%3A5173%2Fwelcome%3Ffrom%3Dmail')
    const { status, location } = await visit(link)
    expect(status).toBe(303)
    expect(location.startsWith(`${SITE}/welcome?from=mail#`)).toBe(true)
    const { fragment } = params(location)
    expect(fragment.get('type')).toBe('signup')
    expect(fragment.get('token_type')).toBe('bearer')
    expect(fragment.get('expires_in')).toBe('3600')
    expect(fragment.get('refresh_token')).toMatch(/^[a-z0-9]{12}$/)
    const { data } = await client(emu).auth.getUser(fragment.get('access_token') as string)
    expect(data.user?.email).toBe(email)
  })

  it('wrong password and unknown address are both "Invalid login credentials"', async () => {
    const email = uniqueEmail()
    await client(auto).auth.signUp({ email, password: 'secret123' })
    const wrong = await client(auto).auth.signInWithPassword({ email, password: 'nope-nope' })
    expect(wrong.error?.message).toBe('Invalid login credentials')
    expect(wrong.error?.code).toBe('invalid_credentials')
    expect(wrong.error?.status).toBe(400)
    expect(wrong.data.session).toBeNull()
    const unknown = await client(auto).auth.signInWithPassword({
      email: uniqueEmail(),
      password: 'secret123',
    })
    expect(unknown.error?.code).toBe('invalid_credentials')
    const caseInsensitive = await client(auto).auth.signInWithPassword({
      email: email.toUpperCase(),
      password: 'secret123',
    })
    expect(caseInsensitive.error).toBeNull()
  })

  it('a confirmed address signing up again gets an obfuscated user, no second account and no mail', async () => {
    const email = uniqueEmail()
    const c = client(emu)
    const first = await c.auth.signUp({
      email,
      password: 'secret123',
      options: { emailRedirectTo: CALLBACK },
    })
    const { location } = await visit(linkIn((await latestMail(emu, email)).Text))
    await c.auth.exchangeCodeForSession(params(location).query.get('code') as string)
    const mailsBefore = await mailCount(emu, email)

    const { data, error } = await client(emu).auth.signUp({
      email,
      password: 'different123',
      options: { data: { x: 1 } },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.identities).toEqual([])
    expect(data.user?.id).not.toBe(first.data.user?.id)
    expect(data.user?.user_metadata).toEqual({ x: 1 })
    expect(data.user?.role).toBe('')
    expect(await mailCount(emu, email)).toBe(mailsBefore)
    const rows = await emu.db.query('select id from auth.users where lower(email) = $1', [
      email.toLowerCase(),
    ])
    expect(rows.rows).toHaveLength(1)
    // and the old password still works
    expect((await client(emu).auth.signInWithPassword({ email, password: 'secret123' })).error).toBeNull()
  })

  it("M3: the audience comes from configuration, never from a client's X-JWT-AUD header", async () => {
    const signUp = (email: string, headers: Record<string, string>) =>
      api(emu)('POST', '/signup', { email, password: 'secret123' }, headers)
    const taken = (await confirmedUser(emu)).email
    const plain = await signUp(taken, {})
    // A header naming another audience found no account there and hit the unique index: a 500.
    const withHeader = await signUp(taken, { 'x-jwt-aud': 'other' })
    expect(withHeader.status).toBe(200)
    expect(plain.status).toBe(200)
    const shape = (body: unknown) => {
      const user = body as Record<string, unknown>
      return { keys: Object.keys(user).sort(), aud: user.aud, role: user.role, identities: user.identities }
    }
    expect(shape(withHeader.body)).toEqual(shape(plain.body))
    expect(shape(plain.body)).toMatchObject({ aud: 'authenticated', role: '', identities: [] })

    const fresh = uniqueEmail()
    const created = await signUp(fresh, { 'x-jwt-aud': 'other' })
    expect(created.status).toBe(200)
    expect((created.body as { aud: string }).aud).toBe('authenticated')
    const stored = await emu.db.query<{ aud: string }>('select aud from auth.users where lower(email) = $1', [
      fresh.toLowerCase(),
    ])
    expect(stored.rows).toEqual([{ aud: 'authenticated' }])
  })

  it('an unconfirmed address signing up again re-sends the confirmation, limited to one mail a minute', async () => {
    const email = uniqueEmail()
    await client(emu).auth.signUp({ email, password: 'secret123' })
    const again = await client(emu).auth.signUp({ email, password: 'other-password' })
    expect(again.error?.code).toBe('over_email_send_rate_limit')
    expect(again.error?.status).toBe(429)
    expect(again.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    )
    expect(await mailCount(emu, email)).toBe(1)

    emu.clock.advance(61)
    try {
      const later = await client(emu).auth.signUp({ email, password: 'other-password' })
      expect(later.error).toBeNull()
      expect(later.data.user?.email).toBe(email)
      expect(await mailCount(emu, email)).toBe(2)
      // the password of an unconfirmed account is not replaced by a repeated sign-up
      const { location } = await visit(linkIn((await latestMail(emu, email)).Text))
      expect(params(location).query.get('code')).toBeTruthy()
      expect((await client(emu).auth.signInWithPassword({ email, password: 'secret123' })).error).toBeNull()
      expect(
        (await client(emu).auth.signInWithPassword({ email, password: 'other-password' })).error?.code,
      ).toBe('invalid_credentials')
    } finally {
      emu.clock.advance(-61)
    }
  })

  it('an off-list redirect_to falls back to the site URL in the mailed link', async () => {
    const email = uniqueEmail()
    await client(emu).auth.signUp({
      email,
      password: 'secret123',
      options: { emailRedirectTo: 'https://evil.example.com/steal' },
    })
    const link = linkIn((await latestMail(emu, email)).Text)
    expect(link.endsWith(`redirect_to=${SITE}`)).toBe(true)
    const tampered = link.replace(`redirect_to=${SITE}`, 'redirect_to=https://evil.example.com/steal')
    const { location } = await visit(tampered)
    expect(location.startsWith(`${SITE}#`) || location.startsWith(`${SITE}?`)).toBe(true)
  })
})
