// The answers that still tell an address with an account from one without (review M3). GoTrue
// gives each of them away in the same way, so the emulator keeps them; these tests pin them, and
// emulator/README.md lists them with the GoTrue code they come from.

import { describe, expect, it } from 'vitest'
import { adminHeaders, api, confirmedUser, uniqueEmail, useEmulator } from './helpers'

const emu = useEmulator() // the defaults: confirmation on, one mail of a kind per address a minute

const post = (path: string, body: object) => api(emu)('POST', path, body)
const statuses = async (requests: (() => Promise<{ status: number }>)[]) => {
  const seen: number[] = []
  for (const request of requests) seen.push((await request()).status)
  return seen
}
const twice = (request: () => Promise<{ status: number }>) => statuses([request, request])

describe('M3: signals GoTrue gives too', () => {
  it('M3 (a): a second /recover within a minute is 429 only for an address with an account', async () => {
    const { email } = await confirmedUser(emu)
    const again = await twice(() => post('/recover', { email }))
    expect(again).toEqual([200, 429])
    const unknown = uniqueEmail('nobody')
    expect(await statuses([1, 2, 3].map(() => () => post('/recover', { email: unknown })))).toEqual([
      200, 200, 200,
    ])
  })

  it('M3 (a): /otp is 429 the second time for a known address, and for an unknown one that the first request signed up', async () => {
    const { email } = await confirmedUser(emu)
    expect(await twice(() => post('/otp', { email }))).toEqual([200, 429])
    const unknown = uniqueEmail('nobody')
    expect(await twice(() => post('/otp', { email: unknown }))).toEqual([200, 429])
  })

  it('M3 (a): /resend of a sign-up confirmation is 429 for an address just mailed, {} for an unknown one', async () => {
    const email = uniqueEmail()
    expect((await post('/signup', { email, password: 'secret123' })).status).toBe(200)
    const resend = await post('/resend', { type: 'signup', email })
    expect(resend).toMatchObject({ status: 429, body: { code: 'over_email_send_rate_limit' } })
    const unknown = uniqueEmail('nobody')
    expect(await twice(() => post('/resend', { type: 'signup', email: unknown }))).toEqual([200, 200])
  })

  it('M3 (c): /otp with create_user false is 422 otp_disabled only for an unknown address', async () => {
    const { email } = await confirmedUser(emu)
    expect(await post('/otp', { email, create_user: false })).toMatchObject({ status: 200, body: {} })
    expect(await post('/otp', { email: uniqueEmail('nobody'), create_user: false })).toMatchObject({
      status: 422,
      body: { code: 'otp_disabled', message: 'Signups not allowed for otp' },
    })
  })

  it('M3 (e): a banned user is told so whatever the password, as the ban is checked first', async () => {
    const email = uniqueEmail()
    const created = await api(emu)(
      'POST',
      '/admin/users',
      { email, password: 'the-right-password', email_confirm: true, ban_duration: '1h' },
      adminHeaders(emu),
    )
    expect(created.status).toBe(200)
    const banned = { status: 400, body: { code: 'user_banned', message: 'User is banned' } }
    for (const password of ['a-wrong-password', 'the-right-password']) {
      expect(await post('/token?grant_type=password', { email, password })).toMatchObject(banned)
    }
    expect(
      await post('/token?grant_type=password', {
        email: uniqueEmail('nobody'),
        password: 'a-wrong-password',
      }),
    ).toMatchObject({ status: 400, body: { code: 'invalid_credentials' } })
  })
})
