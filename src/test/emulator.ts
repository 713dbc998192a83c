import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { inject } from 'vitest'

/** What scripts/test/emulator-global-setup.ts provides to the `db` tests: the emulator it started. */
export interface EmulatorEndpoint {
  url: string
  anonKey: string
  serviceRoleKey: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    emulator: EmulatorEndpoint
  }
}

export const emulator = () => inject('emulator')

// Each client its own storage key: many learners in one test file are not one browser's tabs.
const options = () => ({ auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: crypto.randomUUID() } })

/** A new learner signed up on the emulator (it confirms addresses at once), with their own client. */
export async function newLearner(): Promise<{ client: SupabaseClient; userId: string }> {
  const { url, anonKey } = emulator()
  const client = createClient(url, anonKey, options())
  const email = `learner-${crypto.randomUUID()}@example.com`
  const { data, error } = await client.auth.signUp({ email, password: 'learning-secret-1' })
  if (error || !data.user || !data.session) throw error ?? new Error('The emulator gave no session')
  return { client, userId: data.user.id }
}

/** The service role's client: what a test sets up that a learner may not (their cleared_at). */
export function adminClient(): SupabaseClient {
  const { url, serviceRoleKey } = emulator()
  return createClient(url, serviceRoleKey, options())
}
