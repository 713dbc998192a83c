import { AuthApiError, AuthPKCECodeVerifierMissingError, type Session } from '@supabase/supabase-js'
import { describe, expect, it, vi } from 'vitest'
import { decideCallback, outcomeTarget, readCallbackParams, type CallbackDeps } from './callback-flow'

const session = { access_token: 'a' } as Session

function deps(overrides: Partial<CallbackDeps> = {}): CallbackDeps {
  return {
    exchangeCode: vi.fn(async () => ({ error: null })),
    getSession: vi.fn(async () => ({ session: null, error: null })),
    ...overrides,
  }
}

describe('sign-in callback decision table', () => {
  it('an error in the address → oauth_failed, without exchanging anything', async () => {
    const d = deps()
    expect(
      await decideCallback(readCallbackParams('?error=access_denied&error_description=denied&code=x'), d),
    ).toBe('oauth_failed')
    expect(d.exchangeCode).not.toHaveBeenCalled()
  })

  it('a code that exchanges → login', async () => {
    const d = deps()
    expect(await decideCallback(readCallbackParams('?code=abc'), d)).toBe('login')
    expect(d.exchangeCode).toHaveBeenCalledWith('abc')
  })

  it('a code the server refuses → session_failed', async () => {
    const d = deps({
      exchangeCode: async () => ({
        error: new AuthApiError('invalid flow state', 404, 'flow_state_not_found'),
      }),
    })
    expect(await decideCallback(readCallbackParams('?code=abc'), d)).toBe('session_failed')
  })

  it('a code without this browser’s PKCE verifier → other_browser', async () => {
    const d = deps({ exchangeCode: async () => ({ error: new AuthPKCECodeVerifierMissingError() }) })
    expect(await decideCallback(readCallbackParams('?code=abc'), d)).toBe('other_browser')
  })

  it('no code: an existing session → login, none → no_session, an error → auth_failed', async () => {
    expect(
      await decideCallback(
        readCallbackParams(''),
        deps({ getSession: async () => ({ session, error: null }) }),
      ),
    ).toBe('login')
    expect(await decideCallback(readCallbackParams(''), deps())).toBe('no_session')
    expect(
      await decideCallback(
        readCallbackParams(''),
        deps({ getSession: async () => ({ session: null, error: new AuthApiError('x', 500, undefined) }) }),
      ),
    ).toBe('auth_failed')
  })

  it('anything thrown → callback_failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const d = deps({ exchangeCode: async () => Promise.reject(new Error('offline')) })
    expect(await decideCallback(readCallbackParams('?code=abc'), d)).toBe('callback_failed')
  })

  it('sends home with the outcome in the address', () => {
    expect(outcomeTarget('login')).toEqual({ to: '/', search: '?success=login' })
    for (const outcome of [
      'oauth_failed',
      'session_failed',
      'auth_failed',
      'no_session',
      'callback_failed',
    ] as const) {
      expect(outcomeTarget(outcome)).toEqual({ to: '/', search: `?error=${outcome}` })
    }
  })
})
