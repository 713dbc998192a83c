import type { SupabaseClient } from '@supabase/supabase-js'

// supabase-js is ~50 KB gzipped: it loads after the first paint, or when a feature first needs it,
// instead of in the entry chunk.
export const loadSupabaseClient = (): Promise<SupabaseClient> => import('./supabase-client').then((module) => module.getSupabase())
