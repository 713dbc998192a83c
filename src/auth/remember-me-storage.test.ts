import { beforeEach, describe, expect, it } from 'vitest'
import { createRememberMeStorage, setRememberMe } from './remember-me-storage'

describe('remember-me session storage', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
  })

  it('keeps a remembered session in localStorage', () => {
    setRememberMe(true)
    createRememberMeStorage().setItem('sb-127-auth-token', 'session')
    expect(localStorage.getItem('sb-127-auth-token')).toBe('session')
    expect(sessionStorage.getItem('sb-127-auth-token')).toBeNull()
  })

  it('keeps an unremembered session only for the tab, and moves it when the choice changes', () => {
    const storage = createRememberMeStorage()
    setRememberMe(true)
    storage.setItem('sb-127-auth-token', 'old')
    setRememberMe(false)
    storage.setItem('sb-127-auth-token', 'new')
    expect(sessionStorage.getItem('sb-127-auth-token')).toBe('new')
    expect(localStorage.getItem('sb-127-auth-token')).toBeNull()
    expect(storage.getItem('sb-127-auth-token')).toBe('new')
  })

  it('always keeps PKCE verifiers in localStorage, since mailed links open in a new tab', () => {
    setRememberMe(false)
    createRememberMeStorage().setItem('sb-127-auth-token-code-verifier', 'v')
    expect(localStorage.getItem('sb-127-auth-token-code-verifier')).toBe('v')
  })

  it('removes from both', () => {
    const storage = createRememberMeStorage()
    localStorage.setItem('k', '1')
    sessionStorage.setItem('k', '2')
    storage.removeItem('k')
    expect(storage.getItem('k')).toBeNull()
  })
})
