const REMEMBER_KEY = 'auth-remember-me'

/** PKCE verifiers must outlive the tab: the mailed link usually opens in a new one. */
const isCodeVerifier = (key: string) => key.endsWith('-code-verifier')

export function setRememberMe(remember: boolean, local: Storage = localStorage) {
  local.setItem(REMEMBER_KEY, remember ? '1' : '0')
}

export function getRememberMe(local: Storage = localStorage): boolean {
  return local.getItem(REMEMBER_KEY) !== '0'
}

/**
 * Session storage for supabase-js that honours "Remember me": remembered sessions live in
 * localStorage (they survive a browser restart), others in sessionStorage (gone with the tab).
 */
export function createRememberMeStorage(local: Storage = localStorage, session: Storage = sessionStorage) {
  return {
    getItem(key: string): string | null {
      return session.getItem(key) ?? local.getItem(key)
    },
    setItem(key: string, value: string) {
      const keep = isCodeVerifier(key) || getRememberMe(local)
      ;(keep ? local : session).setItem(key, value)
      ;(keep ? session : local).removeItem(key)
    },
    removeItem(key: string) {
      local.removeItem(key)
      session.removeItem(key)
    },
  }
}
