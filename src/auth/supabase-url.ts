/** The local emulator's address: the same port layout as `supabase start`. */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321'

export type SupabaseEnv = Partial<
  Record<'VITE_SUPABASE_URL' | 'VITE_SUPABASE_ANON_KEY' | 'VITE_SUPABASE_PUBLISHABLE_KEY', string>
>

/**
 * The project's address; unset means the local emulator. Its own module, so the entry can look for
 * a stored session without carrying the key (supabase-config.ts), which only the client needs.
 */
export function resolveSupabaseUrl(env: SupabaseEnv): string {
  const url = env.VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL
  try {
    new URL(url)
  } catch {
    throw new Error(`VITE_SUPABASE_URL is not a valid URL: "${url}"`)
  }
  return url
}
