import { type SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { client, uniqueEmail, adminClient, useEmulator } from './helpers'

const emu = useEmulator()
let admin: SupabaseClient

beforeAll(async () => {
  admin = adminClient(emu)
})

const post = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${emu.mailUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: '',
  })

async function newUser(confirmed = false) {
  const email = uniqueEmail('acct')
  const { data } = await admin.auth.admin.createUser({
    email,
    password: 'secret-password',
    email_confirm: confirmed,
  })
  return { email, id: data.user!.id }
}

describe('the mail catcher accounts page', () => {
  it('is linked from the inbox and lists every account, newest first, framed by nobody', async () => {
    const older = await newUser(true)
    emu.clock.advance(1)
    const newer = await newUser()
    const inbox = await (await fetch(`${emu.mailUrl}/`)).text()
    expect(inbox).toContain('<a href="/accounts">Accounts</a>')
    const response = await fetch(`${emu.mailUrl}/accounts`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const html = await response.text()
    expect(html.indexOf(newer.email)).toBeGreaterThan(-1)
    expect(html.indexOf(newer.email)).toBeLessThan(html.indexOf(older.email))
    const row = (email: string) => html.slice(html.indexOf(email), html.indexOf('</tr>', html.indexOf(email)))
    expect(row(newer.email)).toContain('Not confirmed')
    expect(row(newer.email)).toContain(`action="/accounts/${newer.id}/confirm"`)
    expect(row(older.email)).toContain('Confirmed <time')
    expect(row(older.email)).not.toContain('/confirm')
    expect(row(older.email)).toContain(`action="/accounts/${older.id}/delete"`)
  })

  it('"Confirm" confirms the address (the user can sign in), "Delete" deletes the account', async () => {
    const { email, id } = await newUser()
    const confirmed = await post(`/accounts/${id}/confirm`, { 'sec-fetch-site': 'same-origin' })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe('/accounts')
    const { data } = await admin.auth.admin.getUserById(id)
    expect(data.user?.email_confirmed_at).toBeTruthy()
    const signIn = await client(emu).auth.signInWithPassword({ email, password: 'secret-password' })
    expect(signIn.error).toBeNull()

    const deleted = await post(`/accounts/${id}/delete`, { origin: emu.mailUrl })
    expect(deleted.status).toBe(303)
    expect((await admin.auth.admin.getUserById(id)).error).toMatchObject({ status: 404 })
    expect(await (await fetch(`${emu.mailUrl}/accounts`)).text()).not.toContain(email)
    // An unknown account is simply not there any more.
    expect((await post(`/accounts/${id}/delete`)).status).toBe(303)
  })

  it('refuses a form posted from another site and changes nothing', async () => {
    const { id } = await newUser()
    const crossSite = await post(`/accounts/${id}/confirm`, { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    const otherOrigin = await post(`/accounts/${id}/delete`, { origin: 'http://evil.example' })
    expect(otherOrigin.status).toBe(403)
    const { data } = await admin.auth.admin.getUserById(id)
    expect(data.user?.email_confirmed_at).toBeUndefined()
    expect((await fetch(`${emu.mailUrl}/accounts/${id}/confirm`)).status).toBe(404)
  })
})
