import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { inject } from 'vitest'

/** What tools/src/test/emulator-global-setup.ts provides to the `db` tests: the emulator it started. */
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
const options = (fetch?: typeof globalThis.fetch) => ({
  auth: {
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    storageKey: crypto.randomUUID(),
  },
  ...(fetch ? { global: { fetch } } : {}),
})
const PASSWORD = 'learning-secret-1'

export interface Learner {
  client: SupabaseClient
  userId: string
  email: string
}

/** A new learner signed up on the emulator (it confirms addresses at once), with their own client. */
export async function newLearner(fetch?: typeof globalThis.fetch): Promise<Learner> {
  const { url, anonKey } = emulator()
  const client = createClient(url, anonKey, options(fetch))
  const email = `learner-${crypto.randomUUID()}@example.com`
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD })
  if (error || !data.user || !data.session) throw error ?? new Error('The emulator gave no session')
  return { client, userId: data.user.id, email }
}

/** The same learner signed in on another device: a client of its own, with its own session. */
export async function signInElsewhere(
  learner: Learner,
  fetch?: typeof globalThis.fetch,
): Promise<SupabaseClient> {
  const { url, anonKey } = emulator()
  const client = createClient(url, anonKey, options(fetch))
  const { error } = await client.auth.signInWithPassword({ email: learner.email, password: PASSWORD })
  if (error) throw error
  return client
}

/** The service role's client: what a test sets up that a learner may not (their cleared_at). */
export function adminClient(): SupabaseClient {
  const { url, serviceRoleKey } = emulator()
  return createClient(url, serviceRoleKey, options())
}

/** A new learner whose "delete my learning data" happened at `clearedAt` (none when undefined). */
export async function newLearnerClearedAt(clearedAt: string | undefined): Promise<SupabaseClient> {
  const { client, userId } = await newLearner()
  if (clearedAt) {
    const { error } = await adminClient()
      .from('learning_clears')
      .insert({ user_id: userId, cleared_at: clearedAt })
    if (error) throw error
  }
  return client
}
