import type { SupabaseClient } from '@supabase/supabase-js'
import { loadOnce } from '@/lib/load-once'

type ClientListener = (client: SupabaseClient) => void

let loaded: SupabaseClient | undefined
const listeners = new Set<ClientListener>()

/**
 * supabase-js is ~50 KB gzipped: it loads when a session or a feature first needs it, never in the
 * entry chunk. A failed download is tried again on the next call.
 */
export const loadSupabaseClient: () => Promise<SupabaseClient> = loadOnce(() =>
  import('./supabase-client').then((module) => {
    const client = module.getSupabase()
    loaded = client
    // Before the caller goes on: whoever follows auth events hears what this caller's action causes.
    listeners.forEach((listener) => listener(client))
    listeners.clear()
    return client
  }),
)

/** Calls `listener` with the client as soon as anything loads it (at once if it is loaded). */
export function whenSupabaseLoads(listener: ClientListener): () => void {
  if (loaded) listener(loaded)
  else listeners.add(listener)
  return () => listeners.delete(listener)
}
