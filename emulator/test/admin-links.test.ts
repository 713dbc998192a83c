import { type SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  CALLBACK,
  api,
  client,
  confirmedUser,
  latestMail,
  linkIn,
  mailCount,
  params,
  uniqueEmail,
  visit,
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

/** Opens a generated (implicit) link and reads the session out of the redirect's fragment. */
async function openLink(link: string) {
  const { status, location } = await visit(link)
  expect(status).toBe(303)
  const { fragment } = params(location)
  return { location, accessToken: fragment.get('access_token'), type: fragment.get('type'), fragment }
}

async function whoIs(accessToken: string | null) {
  const answer = await api(emu)('GET', '/user', undefined, { authorization: `Bearer ${accessToken}` })
  return answer.body as { email: string; email_confirmed_at?: string; invited_at?: string }
}

describe('generate_link', () => {
  it("signup: creates the user, answers GoTrue's fields, sends nothing, and the link signs in", async () => {
    const email = uniqueEmail()
    const { data, error } = await admin.auth.admin.generateLink({
      type: 'signup',
      email,
      password: 'secret-password',
      options: { data: { plan: 'pro' }, redirectTo: CALLBACK },
    })
    expect(error).toBeNull()
    const { properties, user } = data
    expect(properties?.verification_type).toBe('signup')
    expect(properties?.redirect_to).toBe(CALLBACK)
    expect(properties?.email_otp).toMatch(/^\d{6}$/)
    expect(properties?.hashed_token).toMatch(/^[0-9a-f]{56}$/)
    expect(properties?.action_link).toBe(
      `${emu.authUrl}/verify?token=${properties?.hashed_token}&type=signup&redirect_to=${CALLBACK}`,
    )
    expect(user).toMatchObject({ email, user_metadata: { plan: 'pro' } })
    expect(user?.email_confirmed_at).toBeUndefined()
    expect(user?.confirmation_sent_at).toBeTruthy()
    expect(await mailCount(emu, email)).toBe(0)

    const opened = await openLink(properties!.action_link)
    expect(opened.location.startsWith(`${CALLBACK}#`)).toBe(true)
    expect(opened.type).toBe('signup')
    expect((await whoIs(opened.accessToken)).email_confirmed_at).toBeTruthy()
    const signIn = await client(emu).auth.signInWithPassword({ email, password: 'secret-password' })
    expect(signIn.error).toBeNull()
  })

  it('the raw body is the user fields plus action_link, email_otp, hashed_token, verification_type, redirect_to', async () => {
    const { email } = await confirmedUser(emu)
    const answer = await api(emu)('POST', '/admin/generate_link', { type: 'recovery', email }, asAdmin())
    expect(answer.status).toBe(200)
    const body = answer.body as Record<string, unknown>
    expect(Object.keys(body).slice(-5)).toEqual([
      'action_link',
      'email_otp',
      'hashed_token',
      'verification_type',
      'redirect_to',
    ])
    expect(body).toMatchObject({ email, verification_type: 'recovery', redirect_to: 'http://localhost:5173' })
    expect(body.id).toBeTruthy()
    // The code works with verifyOtp as the mailed one does.
    const verified = await client(emu).auth.verifyOtp({
      email,
      token: body.email_otp as string,
      type: 'recovery',
    })
    expect(verified.error).toBeNull()
    expect(verified.data.session?.user.email).toBe(email)
  })

  it('magiclink and recovery links sign in; a magic link for a new address signs it up', async () => {
    const { email } = await confirmedUser(emu)
    for (const type of ['magiclink', 'recovery'] as const) {
      const { data } = await admin.auth.admin.generateLink({ type, email })
      expect(data.properties?.verification_type).toBe(type)
      const opened = await openLink(data.properties!.action_link)
      expect(opened.type).toBe(type)
      expect((await whoIs(opened.accessToken)).email).toBe(email)
    }
    const fresh = uniqueEmail()
    const { data } = await admin.auth.admin.generateLink({ type: 'magiclink', email: fresh })
    expect(data.properties?.verification_type).toBe('signup')
    expect(data.properties?.action_link).toContain('type=signup')
    const opened = await openLink(data.properties!.action_link)
    expect((await whoIs(opened.accessToken)).email).toBe(fresh)
  })

  it('invite: an invited user whose link signs them in', async () => {
    const email = uniqueEmail()
    const { data } = await admin.auth.admin.generateLink({
      type: 'invite',
      email,
      options: { data: { team: 'x' } },
    })
    expect(data.user).toMatchObject({ email, user_metadata: { team: 'x' } })
    expect(data.user?.invited_at).toBeTruthy()
    const opened = await openLink(data.properties!.action_link)
    expect(opened.type).toBe('invite')
    expect((await whoIs(opened.accessToken)).email_confirmed_at).toBeTruthy()
    expect(await mailCount(emu, email)).toBe(0)
  })

  it('email_change_current and email_change_new: both links together move the address', async () => {
    const { email, password } = await confirmedUser(emu)
    const newEmail = uniqueEmail('new')
    const current = await admin.auth.admin.generateLink({ type: 'email_change_current', email, newEmail })
    expect(current.error).toBeNull()
    expect(current.data.user?.new_email).toBe(newEmail)
    expect(current.data.properties?.action_link).toContain('type=email_change')
    const next = await admin.auth.admin.generateLink({ type: 'email_change_new', email, newEmail })
    const first = await visit(current.data.properties!.action_link)
    expect(params(first.location).fragment.get('message')).toMatch(/Confirmation link accepted/)
    const opened = await openLink(next.data.properties!.action_link)
    expect((await whoIs(opened.accessToken)).email).toBe(newEmail)
    expect((await client(emu).auth.signInWithPassword({ email: newEmail, password })).error).toBeNull()
  })

  it("answers GoTrue's errors", async () => {
    const call = (body: unknown) => api(emu)('POST', '/admin/generate_link', body, asAdmin())
    const { email } = await confirmedUser(emu)
    expect(await call({ type: 'recovery', email: uniqueEmail() })).toMatchObject({
      status: 404,
      body: { code: 'user_not_found', message: 'User with this email not found' },
    })
    expect(await call({ type: 'signup', email, password: 'secret-password' })).toMatchObject({
      status: 422,
      body: { code: 'email_exists' },
    })
    expect(await call({ type: 'invite', email })).toMatchObject({
      status: 422,
      body: { code: 'email_exists' },
    })
    expect(await call({ type: 'signup', email: uniqueEmail() })).toMatchObject({
      status: 400,
      body: { message: 'Signup requires a valid password' },
    })
    expect(await call({ type: 'nope', email })).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', message: 'Invalid email action link type requested: nope' },
    })
    const other = (await admin.auth.admin.createUser({ email: uniqueEmail() })).data.user!.email
    expect(await call({ type: 'email_change_new', email, new_email: other })).toMatchObject({
      status: 422,
      body: { code: 'email_exists' },
    })
    expect(await call({ type: 'magiclink', email: 'bad' })).toMatchObject({
      status: 400,
      body: { message: 'Unable to validate email address: invalid format' },
    })
  })
})

describe('invite', () => {
  it('mails the invite through the mail catcher; opening the link signs the user in', async () => {
    const email = uniqueEmail()
    const { data, error } = await admin.auth.admin.inviteUserByEmail(email, {
      data: { role: 'writer' },
      redirectTo: CALLBACK,
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, user_metadata: { role: 'writer' } })
    expect(data.user?.invited_at).toBeTruthy()
    expect(data.user?.email_confirmed_at).toBeUndefined()
    const mail = await latestMail(emu, email)
    expect(mail.Subject).toBe("You've been invited")
    const link = linkIn(mail.Text)
    expect(link).toContain('type=invite')
    expect(link).toContain(`redirect_to=${CALLBACK}`)
    const opened = await openLink(link)
    expect(opened.location.startsWith(`${CALLBACK}#`)).toBe(true)
    expect(opened.type).toBe('invite')
    const user = await whoIs(opened.accessToken)
    expect(user.email).toBe(email)
    expect(user.email_confirmed_at).toBeTruthy()
    expect(emu.mails.some((m) => m.to === email && m.kind === 'invite')).toBe(true)
  })

  it('a confirmed address cannot be invited (422 email_exists)', async () => {
    const { email } = await confirmedUser(emu)
    const { error } = await admin.auth.admin.inviteUserByEmail(email)
    expect(error).toMatchObject({ status: 422, code: 'email_exists' })
  })
})

describe('deleting users', () => {
  it('a hard delete ends access: /user answers 403 user_not_found, the refresh token is gone', async () => {
    const { email, password, client: c } = await confirmedUser(emu)
    const session = (await c.auth.getSession()).data.session!
    const { error } = await admin.auth.admin.deleteUser(session.user.id)
    expect(error).toBeNull()
    const user = await api(emu)('GET', '/user', undefined, {
      authorization: `Bearer ${session.access_token}`,
    })
    expect(user).toMatchObject({
      status: 403,
      body: { code: 'user_not_found', message: 'User from sub claim in JWT does not exist' },
    })
    const refreshed = await client(emu).auth.refreshSession({ refresh_token: session.refresh_token })
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
    expect((await client(emu).auth.signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    )
    expect((await admin.auth.admin.getUserById(session.user.id)).error).toMatchObject({ status: 404 })
    expect((await admin.auth.admin.deleteUser(session.user.id)).error).toMatchObject({
      status: 404,
      code: 'user_not_found',
    })
  })

  it('a soft delete keeps an anonymous row: obfuscated email, deleted_at, no metadata, blank identities', async () => {
    const { email, password, client: c } = await confirmedUser(emu, 'secret-password', { full_name: 'Ada' })
    const session = (await c.auth.getSession()).data.session!
    const { data, error } = await admin.auth.admin.deleteUser(session.user.id, true)
    expect(error).toBeNull()
    expect(data).toEqual({ user: {} })
    const user = await api(emu)('GET', '/user', undefined, {
      authorization: `Bearer ${session.access_token}`,
    })
    expect(user).toMatchObject({ status: 403, body: { code: 'session_not_found' } })
    const refreshed = await client(emu).auth.refreshSession({ refresh_token: session.refresh_token })
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
    const { data: kept } = await admin.auth.admin.getUserById(session.user.id)
    expect(kept.user?.deleted_at).toBeTruthy()
    expect(kept.user?.email).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(kept.user?.user_metadata).toEqual({})
    expect(kept.user?.app_metadata).toEqual({})
    expect(kept.user?.identities?.[0]?.identity_data).toEqual({})
    expect(kept.user?.identities?.[0]?.id).not.toBe(session.user.id)
    expect((await client(emu).auth.signInWithPassword({ email, password })).error?.code).toBe(
      'invalid_credentials',
    )
    // The address is free again.
    const again = await admin.auth.admin.createUser({ email })
    expect(again.error).toBeNull()
    // Soft-deleting twice changes nothing.
    expect((await admin.auth.admin.deleteUser(session.user.id, true)).error).toBeNull()
  })

  it('a delete body that is not JSON gets 400 bad_json and deletes nothing', async () => {
    const { data } = await admin.auth.admin.createUser({ email: uniqueEmail() })
    const answer = await api(emu)('DELETE', `/admin/users/${data.user!.id}`, '{', asAdmin())
    expect(answer).toMatchObject({ status: 400, body: { code: 'bad_json' } })
    expect((await admin.auth.admin.getUserById(data.user!.id)).error).toBeNull()
  })
})
