import { describe, expect, it } from 'vitest'
import { hasStoredSession, sessionStorageKey } from './stored-session'

describe('stored session', () => {
  it('names the key supabase-js uses by default: sb-<first label of the host>-auth-token', () => {
    expect(sessionStorageKey('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token')
    expect(sessionStorageKey('http://127.0.0.1:54321')).toBe('sb-127-auth-token')
  })

  it('finds a session in either storage, and assumes one where storage is blocked', () => {
    localStorage.clear()
    sessionStorage.clear()
    expect(hasStoredSession('k')).toBe(false)
    sessionStorage.setItem('k', '{}')
    expect(hasStoredSession('k')).toBe(true)
    sessionStorage.clear()
    localStorage.setItem('k', '{}')
    expect(hasStoredSession('k')).toBe(true)
    localStorage.clear()
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
    } as unknown as Storage
    expect(hasStoredSession('k', blocked, sessionStorage)).toBe(true)
  })
})
