// "Delete my account" through supabase-js: the delete_account() function of the repo's migrations,
// called over /rest/v1/rpc, removes only the caller's auth user, and their learning rows, sessions
// and refresh tokens go with it.

import { type SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { adminClient, client, uniqueEmail, useEmulator } from './helpers'

const emu = useEmulator({ mailerAutoconfirm: true })

async function learnerWithProgress() {
  const email = uniqueEmail('leaving')
  const c: SupabaseClient = client(emu)
  const { data, error } = await c.auth.signUp({ email, password: 'secret-password' })
  if (error || !data.session || !data.user) throw error ?? new Error('no session')
  const progress = await c.from('reading_progress').insert({
    article_id: 'marketing/research-seo',
    status: 'completed',
    completed_at: new Date().toISOString(),
  })
  expect(progress.error).toBeNull()
  return { client: c, email, id: data.user.id, session: data.session }
}

describe('delete_account()', () => {
  it('deletes the caller, their learning rows and their sessions, and nobody else', async () => {
    const leaving = await learnerWithProgress()
    const staying = await learnerWithProgress()

    const { error, status } = await leaving.client.rpc('delete_account')
    expect(error).toBeNull()
    expect(status).toBe(204)

    const service = adminClient(emu)
    const rows = await service.from('reading_progress').select('user_id')
    expect(rows.data?.map((row) => row.user_id)).toEqual([staying.id])
    const gone = await service.auth.admin.getUserById(leaving.id)
    expect(gone.error?.status).toBe(404)

    const signIn = await client(emu).auth.signInWithPassword({
      email: leaving.email,
      password: 'secret-password',
    })
    expect(signIn.error?.code).toBe('invalid_credentials')
    const refresh = await fetch(`${emu.apiUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: emu.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: leaving.session.refresh_token }),
    })
    expect(refresh.status).toBe(400)
    expect((await staying.client.auth.getUser()).data.user?.id).toBe(staying.id)
  })

  it('is refused to anon, and its trigger-function neighbour is not callable at all', async () => {
    const anon = await client(emu).rpc('delete_account')
    expect(anon.status).toBe(401)
    expect(anon.error?.code).toBe('42501')
    const learner = await learnerWithProgress()
    const trigger = await learner.client.rpc('reading_progress_keep_completed')
    expect(trigger.status).toBeGreaterThanOrEqual(400)
    expect(trigger.status).toBeLessThan(500)
  })
})
