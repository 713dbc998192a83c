import { resolveSupabaseUrl, type SupabaseEnv } from './supabase-url'

/** The well-known local anon key that `supabase start` prints (the emulator accepts it). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

export interface SupabaseConfig {
  url: string
  anonKey: string
}

/** Unset variables mean the local emulator, so a fresh clone works with no account anywhere. */
export function resolveSupabaseConfig(env: SupabaseEnv): SupabaseConfig {
  const anonKey =
    env.VITE_SUPABASE_ANON_KEY?.trim() || env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim() || LOCAL_ANON_KEY
  return { url: resolveSupabaseUrl(env), anonKey }
}
