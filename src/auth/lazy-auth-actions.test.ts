import { describe, expect, it, vi } from 'vitest'
import { createAuthActions } from './auth-actions'
import type { AuthActions } from './auth-context'
import { authActionNames, lazyAuthActions } from './lazy-auth-actions'

describe('lazyAuthActions', () => {
  it('names every action auth-actions.ts makes', () => {
    const made = createAuthActions(() => Promise.reject(new Error('not used')))
    expect([...authActionNames].sort()).toEqual(Object.keys(made).sort())
  })

  it('loads the actions once, with the first call, and hands each call its arguments and answer', async () => {
    const signIn = vi.fn(async () => ({ error: null }))
    const signOut = vi.fn(async () => ({ error: null }))
    const load = vi.fn(async () => ({ signIn, signOut }) as unknown as AuthActions)
    const actions = lazyAuthActions(load)
    expect(load).not.toHaveBeenCalled()

    await expect(actions.signIn('ada@example.com', 'secret1', { remember: false })).resolves.toEqual({
      error: null,
    })
    await actions.signOut()
    expect(signIn).toHaveBeenCalledWith('ada@example.com', 'secret1', { remember: false })
    expect(signOut).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('passes a failed download to the caller and tries it again on the next call', async () => {
    const signOut = vi.fn(async () => ({ error: null }))
    const load = vi
      .fn<() => Promise<AuthActions>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ signOut } as unknown as AuthActions)
    const actions = lazyAuthActions(load)
    await expect(actions.signOut()).rejects.toThrow('Failed to fetch')
    await expect(actions.signOut()).resolves.toEqual({ error: null })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
