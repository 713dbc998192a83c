import { resolveSupabaseUrl, type SupabaseEnv } from './supabase-url'

export interface SupabaseConfig {
  url: string
  anonKey: string
}

/** Unset variables mean the local emulator (`local`), so a fresh clone works with no account anywhere. */
export function resolveSupabaseConfig(env: SupabaseEnv, local: SupabaseConfig): SupabaseConfig {
  const anonKey =
    env.VITE_SUPABASE_ANON_KEY?.trim() || env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim() || local.anonKey
  return { url: resolveSupabaseUrl(env, local.url), anonKey }
}
