import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { createRememberMeStorage } from './remember-me-storage'
import { signOutTolerantFetch } from './sign-out-fetch'
import { sessionStorageKey } from './stored-session'
import { resolveSupabaseConfig } from './supabase-config'

let client: SupabaseClient | undefined

/** The one supabase-js client of the page, created on first use in the browser. */
export function getSupabase(): SupabaseClient {
  if (!client) {
    const { url, anonKey } = resolveSupabaseConfig(import.meta.env, {
      url: __LOCAL_SUPABASE_URL__,
      anonKey: __LOCAL_SUPABASE_ANON_KEY__,
    })
    client = createClient(url, anonKey, {
      global: { fetch: signOutTolerantFetch() },
      auth: {
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: true,
        // The callback and reset pages exchange the code themselves, once, so each outcome
        // gets its own message instead of a silent failure inside the client's start-up.
        detectSessionInUrl: false,
        storage: createRememberMeStorage(),
        storageKey: sessionStorageKey(url),
      },
    })
  }
  return client
}
