import { describe, expect, it, vi } from 'vitest'
import { signOutTolerantFetch, takeRevokeUnsent } from './sign-out-fetch'

const logout = 'http://127.0.0.1:54321/auth/v1/logout?scope=local'

describe('the sign-out fetch (security review M4: an offline sign-out kept the session)', () => {
  it('answers a revoke that cannot be sent as done, and says so once', async () => {
    const offline = signOutTolerantFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    expect((await offline(logout, { method: 'POST' })).status).toBe(204)
    expect(takeRevokeUnsent()).toBe(true)
    expect(takeRevokeUnsent()).toBe(false)
    const failing = signOutTolerantFetch(() => Promise.resolve(new Response('oops', { status: 502 })))
    expect((await failing(new Request(logout, { method: 'POST' }))).status).toBe(204)
    expect(takeRevokeUnsent()).toBe(true)
  })

  it('passes a revoke the server answered, and every other request, through untouched', async () => {
    const answered = new Response(null, { status: 401 })
    const reached = signOutTolerantFetch(() => Promise.resolve(answered))
    expect(await reached(logout)).toBe(answered)
    expect(takeRevokeUnsent()).toBe(false)
    const base = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(
      signOutTolerantFetch(base)('http://127.0.0.1:54321/auth/v1/token?grant_type=refresh_token'),
    ).rejects.toThrow('Failed to fetch')
    expect(takeRevokeUnsent()).toBe(false)
  })
})
