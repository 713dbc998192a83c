import { type SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../src/crypto'
import {
  api,
  client,
  confirmedUser,
  startTestEmulator,
  uniqueEmail,
  adminClient,
  adminHeaders,
  useEmulator,
} from './helpers'

const emu = useEmulator()
let admin: SupabaseClient

beforeAll(async () => {
  admin = adminClient(emu)
})

const asAdmin = () => adminHeaders(emu)

describe('who may use the admin API', () => {
  it('the anon key and user access tokens get 403 not_admin; no token gets 401', async () => {
    const { client: c } = await confirmedUser(emu)
    const userToken = (await c.auth.getSession()).data.session?.access_token as string
    const call = api(emu)
    const paths: [string, string][] = [
      ['GET', '/admin/users'],
      ['POST', '/admin/users'],
      ['GET', '/admin/users/00000000-0000-4000-8000-000000000000'],
      ['PUT', '/admin/users/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/admin/users/00000000-0000-4000-8000-000000000000'],
      ['POST', '/admin/generate_link'],
      ['POST', '/invite'],
      ['GET', '/admin/oauth/clients'],
    ]
    for (const [method, path] of paths) {
      for (const token of [emu.anonKey, userToken]) {
        const body = method === 'GET' ? undefined : {}
        const answer = await call(method, path, body, { authorization: `Bearer ${token}` })
        expect(answer, `${method} ${path}`).toMatchObject({
          status: 403,
          body: { code: 'not_admin', message: 'User not allowed' },
        })
      }
    }
    // As GoTrue checks a token's session before its role: a signed-out user's token names a gone session.
    await c.auth.signOut()
    const signedOut = await call('GET', '/admin/users', undefined, { authorization: `Bearer ${userToken}` })
    expect(signedOut).toMatchObject({ status: 403, body: { code: 'session_not_found' } })
    const none = await call('GET', '/admin/users')
    expect(none).toMatchObject({ status: 401, body: { code: 'no_authorization' } })
    const anonClient = client(emu)
    const { error } = await anonClient.auth.admin.listUsers()
    expect(error).toMatchObject({ status: 403, code: 'not_admin' })
  })

  it('the OAuth-client admin endpoints answer that the OAuth server is disabled', async () => {
    const list = await api(emu)('GET', '/admin/oauth/clients', undefined, asAdmin())
    expect(list).toMatchObject({
      status: 404,
      body: { code: 'feature_disabled', message: 'OAuth server is disabled' },
    })
    const { error } = await admin.auth.admin.oauth.createClient({
      client_name: 'x',
      redirect_uris: ['http://localhost:5173/cb'],
    })
    expect(error).toMatchObject({ status: 404, code: 'feature_disabled' })
  })
})

describe('creating users', () => {
  it('creates an unconfirmed user by default, a confirmed one with email_confirm', async () => {
    const email = uniqueEmail('Admin')
    const { data, error } = await admin.auth.admin.createUser({
      email,
      password: 'secret-password',
      user_metadata: { full_name: 'Ada' },
      app_metadata: { plan: 'pro' },
    })
    expect(error).toBeNull()
    const user = data.user!
    expect(user.email).toBe(email.toLowerCase())
    expect(user.email_confirmed_at).toBeUndefined()
    expect(user.role).toBe('authenticated')
    expect(user.aud).toBe('authenticated')
    expect(user.user_metadata).toEqual({ full_name: 'Ada' })
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'], plan: 'pro' })
    expect(user.identities).toHaveLength(1)
    expect(user.identities?.[0]).toMatchObject({
      provider: 'email',
      identity_data: { email_verified: false },
    })
    const signIn = await client(emu).auth.signInWithPassword({ email, password: 'secret-password' })
    expect(signIn.error).toMatchObject({ code: 'email_not_confirmed' })

    const confirmed = await admin.auth.admin.createUser({
      email: uniqueEmail(),
      password: 'pw-123456',
      email_confirm: true,
    })
    expect(confirmed.data.user?.email_confirmed_at).toBeTruthy()
    expect(confirmed.data.user?.user_metadata).toEqual({ email_verified: true })
    const ok = await client(emu).auth.signInWithPassword({
      email: confirmed.data.user!.email!,
      password: 'pw-123456',
    })
    expect(ok.error).toBeNull()
  })

  it('refuses a taken address (422 email_exists), a missing or bad address, a bad id or ban', async () => {
    const email = uniqueEmail()
    await admin.auth.admin.createUser({ email })
    const again = await admin.auth.admin.createUser({ email: email.toUpperCase() })
    expect(again.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    })
    const call = api(emu)
    expect(await call('POST', '/admin/users', {}, asAdmin())).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Cannot create a user without either an email or phone' },
    })
    expect(await call('POST', '/admin/users', { email: 'nope' }, asAdmin())).toMatchObject({
      status: 400,
      body: { message: 'Unable to validate email address: invalid format' },
    })
    expect(await call('POST', '/admin/users', { email: uniqueEmail(), id: 'x' }, asAdmin())).toMatchObject({
      status: 400,
      body: { message: 'ID must conform to the uuid v4 format' },
    })
    expect(
      await call('POST', '/admin/users', { email: uniqueEmail(), ban_duration: '7d' }, asAdmin()),
    ).toMatchObject({
      status: 400,
      body: { message: 'invalid format for ban duration: time: unknown unit "d" in duration "7d"' },
    })
    expect(await call('POST', '/admin/users', { email: 5 }, asAdmin())).toMatchObject({
      status: 400,
      body: { code: 'bad_json' },
    })
  })

  it('takes a bcrypt password_hash as is; not together with a password', async () => {
    const email = uniqueEmail()
    const passwordHash = await hashPassword('hashed-elsewhere', 4)
    const { error } = await admin.auth.admin.createUser({
      email,
      password_hash: passwordHash,
      email_confirm: true,
    })
    expect(error).toBeNull()
    const signIn = await client(emu).auth.signInWithPassword({ email, password: 'hashed-elsewhere' })
    expect(signIn.error).toBeNull()
    const both = await api(emu)(
      'POST',
      '/admin/users',
      { email: uniqueEmail(), password: 'x', password_hash: passwordHash },
      asAdmin(),
    )
    expect(both).toMatchObject({
      status: 400,
      body: { message: 'Only a password or a password hash should be provided' },
    })
  })

  it('takes a chosen id and role', async () => {
    const id = '11111111-2222-4333-8444-555555555555'
    const { data } = await admin.auth.admin.createUser({ id, email: uniqueEmail(), role: 'editor' } as never)
    expect(data.user).toMatchObject({ id, role: 'editor' })
    const got = await admin.auth.admin.getUserById(id)
    expect(got.data.user?.id).toBe(id)
  })
})

describe('listing users', () => {
  it('pages with Link and X-Total-Count as GoTrue does; supabase-js reads them', async () => {
    const listing = await startTestEmulator()
    try {
      const service = adminClient(listing)
      const call = api(listing)
      const headers = adminHeaders(listing)
      const empty = await call('GET', '/admin/users', undefined, headers)
      expect(empty.headers.get('link')).toBe('</admin/users?page=0>; rel="last"')
      expect(empty.headers.get('x-total-count')).toBe('0')
      expect(empty.body).toEqual({ users: [], aud: 'authenticated' })
      const emails = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c')]
      for (const email of emails) {
        await service.auth.admin.createUser({ email })
        listing.clock.advance(1)
      }
      const first = await call('GET', '/admin/users?per_page=2&page=1', undefined, headers)
      expect(first.status).toBe(200)
      expect(first.headers.get('x-total-count')).toBe('3')
      expect(first.headers.get('link')).toBe(
        '</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=2&per_page=2>; rel="last"',
      )
      const body = first.body as { users: { email: string }[]; aud: string }
      expect(body.aud).toBe('authenticated')
      expect(body.users.map((u) => u.email)).toEqual([emails[2], emails[1]])
      const last = await call('GET', '/admin/users?per_page=2&page=2', undefined, headers)
      expect(last.headers.get('link')).toBe('</admin/users?page=2&per_page=2>; rel="last"')
      expect((last.body as { users: unknown[] }).users).toHaveLength(1)

      const { data, error } = await service.auth.admin.listUsers({ page: 1, perPage: 1 })
      expect(error).toBeNull()
      expect(data).toMatchObject({ total: 3, nextPage: 2, lastPage: 3, aud: 'authenticated' })
      expect(data.users).toHaveLength(1)
      const all = await service.auth.admin.listUsers()
      expect(all.data.users).toHaveLength(3)
      expect(all.data).toMatchObject({ total: 3, nextPage: null, lastPage: 1 })

      const oldest = await call('GET', '/admin/users?sort=created_at%20asc', undefined, headers)
      expect((oldest.body as { users: { email: string }[] }).users.map((u) => u.email)).toEqual(emails)
      expect(await call('GET', '/admin/users?sort=email', undefined, headers)).toMatchObject({
        status: 400,
        body: { message: "Bad Sort Parameters: bad field for sort 'email'" },
      })
      const bad = await call('GET', '/admin/users?page=x', undefined, headers)
      expect(bad).toMatchObject({
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'Bad Pagination Parameters: strconv.ParseUint: parsing "x": invalid syntax',
        },
      })
    } finally {
      await listing.dispose()
    }
  })
})

describe('reading and updating one user', () => {
  it('reads a user by id; unknown and malformed ids get 404', async () => {
    const { data: created } = await admin.auth.admin.createUser({ email: uniqueEmail() })
    const { data, error } = await admin.auth.admin.getUserById(created.user!.id)
    expect(error).toBeNull()
    expect(data.user).toEqual(created.user)
    const call = api(emu)
    expect(
      await call('GET', '/admin/users/00000000-0000-4000-8000-000000000000', undefined, asAdmin()),
    ).toMatchObject({
      status: 404,
      body: { code: 'user_not_found', message: 'User not found' },
    })
    expect(await call('GET', '/admin/users/abc', undefined, asAdmin())).toMatchObject({
      status: 404,
      body: { code: 'validation_failed', message: 'user_id must be an UUID' },
    })
  })

  it('updates email, password, confirmation, metadata (merged, null removes) and role', async () => {
    const { data: created } = await admin.auth.admin.createUser({
      email: uniqueEmail(),
      user_metadata: { a: 1, b: 2 },
      app_metadata: { plan: 'free' },
    })
    const id = created.user!.id
    const email = uniqueEmail('moved')
    const { data, error } = await admin.auth.admin.updateUserById(id, {
      email,
      password: 'new-password',
      email_confirm: true,
      user_metadata: { b: null, c: 3 },
      app_metadata: { plan: 'pro', provider: null },
      role: 'editor',
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email: email.toLowerCase(), role: 'editor' })
    expect(data.user?.email_confirmed_at).toBeTruthy()
    expect(data.user?.user_metadata).toEqual({ a: 1, c: 3, email_verified: true })
    expect(data.user?.app_metadata).toEqual({ providers: ['email'], plan: 'pro' })
    expect(data.user?.identities?.[0]?.identity_data).toMatchObject({
      email: email.toLowerCase(),
      email_verified: true,
    })
    const signIn = await client(emu).auth.signInWithPassword({ email, password: 'new-password' })
    expect(signIn.error).toBeNull()

    const weak = await admin.auth.admin.updateUserById(id, { password: '1' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
  })

  it('a password set by an admin ends every session of the user', async () => {
    const { email, client: c } = await confirmedUser(emu)
    const session = (await c.auth.getSession()).data.session!
    await admin.auth.admin.updateUserById(session.user.id, { password: 'changed-by-admin' })
    const user = await api(emu)('GET', '/user', undefined, {
      authorization: `Bearer ${session.access_token}`,
    })
    expect(user).toMatchObject({ status: 403, body: { code: 'session_not_found' } })
    const signIn = await client(emu).auth.signInWithPassword({ email, password: 'changed-by-admin' })
    expect(signIn.error).toBeNull()
  })

  it('bans (sign-in, refresh and /user refused with user_banned) and lifts a ban with "none"', async () => {
    const { email, password, client: c } = await confirmedUser(emu)
    const session = (await c.auth.getSession()).data.session!
    const banned = await admin.auth.admin.updateUserById(session.user.id, { ban_duration: '1h' })
    expect(banned.error).toBeNull()
    const until = Date.parse(banned.data.user!.banned_until as string)
    expect(until - Date.now()).toBeGreaterThan(3_500_000)
    const signIn = await client(emu).auth.signInWithPassword({ email, password })
    expect(signIn.error).toMatchObject({ status: 400, code: 'user_banned', message: 'User is banned' })
    const refreshed = await client(emu).auth.refreshSession({ refresh_token: session.refresh_token })
    expect(refreshed.error).toMatchObject({ status: 400, code: 'user_banned' })
    const user = await api(emu)('GET', '/user', undefined, {
      authorization: `Bearer ${session.access_token}`,
    })
    expect(user).toMatchObject({ status: 403, body: { code: 'user_banned', message: 'User is banned' } })

    const lifted = await admin.auth.admin.updateUserById(session.user.id, { ban_duration: 'none' })
    expect(lifted.data.user?.banned_until).toBeUndefined()
    expect((await client(emu).auth.signInWithPassword({ email, password })).error).toBeNull()
  })

  it("a user's MFA factors: none listed; a factor is never found", async () => {
    const { data: created } = await admin.auth.admin.createUser({ email: uniqueEmail() })
    const id = created.user!.id
    const { data, error } = await admin.auth.admin.mfa.listFactors({ userId: id })
    expect(error).toBeNull()
    expect(data?.factors).toEqual([])
    const deleted = await admin.auth.admin.mfa.deleteFactor({
      userId: id,
      id: '00000000-0000-4000-8000-000000000001',
    })
    expect(deleted.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
  })
})
