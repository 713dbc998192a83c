import { createRememberMeStorage } from './remember-me-storage'

/**
 * Where supabase-js keeps the session (its own default, set explicitly on the client so both read
 * the same name): the site looks there before deciding whether a visitor needs supabase-js at all.
 */
export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`
}

/** A remembered session (localStorage) or this tab's own (sessionStorage, "Remember me" off). */
export function hasStoredSession(
  key: string,
  local: Storage = localStorage,
  session: Storage = sessionStorage,
): boolean {
  try {
    // Read where the client reads it.
    return createRememberMeStorage(local, session).getItem(key) !== null
  } catch {
    // Storage the browser blocks holds nothing we can see; the client finds out for itself.
    return true
  }
}
