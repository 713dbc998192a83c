/** The local emulator's address and the well-known local anon key that `supabase start` prints. */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

export interface SupabaseConfig {
  url: string
  anonKey: string
}

type Env = Partial<
  Record<'VITE_SUPABASE_URL' | 'VITE_SUPABASE_ANON_KEY' | 'VITE_SUPABASE_PUBLISHABLE_KEY', string>
>

/** Unset variables mean the local emulator, so a fresh clone works with no account anywhere. */
export function resolveSupabaseConfig(env: Env): SupabaseConfig {
  const url = env.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL
  const anonKey =
    env.VITE_SUPABASE_ANON_KEY?.trim() || env.VITE_SUPABASE_PUBLISHABLE_KEY?.trim() || LOCAL_ANON_KEY
  try {
    new URL(url)
  } catch {
    throw new Error(`VITE_SUPABASE_URL is not a valid URL: "${url}"`)
  }
  return { url, anonKey }
}
