export type SupabaseEnv = Partial<
  Record<'VITE_SUPABASE_URL' | 'VITE_SUPABASE_ANON_KEY' | 'VITE_SUPABASE_PUBLISHABLE_KEY', string>
>

/**
 * The project's address; unset means the local emulator, whose address the build hands over
 * (`localUrl`: the emulator's local defaults, see build/src/vite/site-build-constants.ts). Its own module,
 * so the entry can look for a stored session without carrying the key (supabase-config.ts).
 */
export function resolveSupabaseUrl(env: SupabaseEnv, localUrl: string): string {
  const url = env.VITE_SUPABASE_URL?.trim() || localUrl
  try {
    new URL(url)
  } catch {
    throw new Error(`VITE_SUPABASE_URL is not a valid URL: "${url}"`)
  }
  return url
}
