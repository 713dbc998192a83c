import { createClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { adminClient, emulator, newLearner } from '@/test/emulator'

// public.guide_follows and public.update_dismissals (20261204000000_guide_follows.sql) through the
// emulator's data API: each learner's own rows only, the notebook's merge rule, the bound, and gone
// with "delete my learning data" and with the account.

const seo = 'marketing/research-seo'
const tables = ['guide_follows', 'update_dismissals'] as const
const at = (iso: string) => new Date(iso).toISOString()

describe.each(tables)('%s', (table) => {
  it('shows each learner their own rows only, refuses a forged owner and anyone signed out', async () => {
    const [owner, stranger] = [await newLearner(), await newLearner()]
    expect((await owner.client.from(table).insert({ article_id: seo })).error).toBeNull()
    expect((await owner.client.from(table).select('article_id')).data).toEqual([{ article_id: seo }])
    expect((await stranger.client.from(table).select('article_id')).data).toEqual([])
    const forged = await stranger.client
      .from(table)
      .insert({ user_id: owner.userId, article_id: 'marketing/research-cases' })
    expect(forged.error?.code).toBe('42501')
    // Another learner's row cannot be changed or removed either: no row matches for them.
    await stranger.client.from(table).update({ deleted_at: new Date().toISOString() }).eq('article_id', seo)
    await stranger.client.from(table).delete().eq('article_id', seo)
    expect((await owner.client.from(table).select('article_id,deleted_at')).data).toEqual([
      { article_id: seo, deleted_at: null },
    ])
    const { url, anonKey } = emulator()
    const anonymous = createClient(url, anonKey, { auth: { persistSession: false } })
    expect((await anonymous.from(table).select('article_id')).error).not.toBeNull()
    expect((await anonymous.from(table).insert({ article_id: seo })).error).not.toBeNull()
  })

  it('keeps the later edit whole: an older unfollow or dismissal arriving late changes nothing', async () => {
    const { client } = await newLearner()
    const newer = {
      article_id: seo,
      deleted_at: null as string | null,
      updated_at: '2026-11-20T10:00:00.000Z',
    }
    const older = {
      article_id: seo,
      deleted_at: '2026-11-19T10:00:00.000Z',
      updated_at: '2026-11-19T10:00:00.000Z',
    }
    for (const row of [newer, older])
      expect((await client.from(table).upsert(row, { onConflict: 'user_id,article_id' })).error).toBeNull()
    const kept = await client.from(table).select('deleted_at,updated_at').single()
    expect([kept.data?.deleted_at, at(kept.data?.updated_at as string)]).toEqual([null, newer.updated_at])
    // A later removal is a tombstone: the row stays, marked.
    const removal = {
      article_id: seo,
      deleted_at: '2026-11-21T10:00:00.000Z',
      updated_at: '2026-11-21T10:00:00.000Z',
    }
    await client.from(table).upsert(removal, { onConflict: 'user_id,article_id' })
    const removed = await client.from(table).select('deleted_at').single()
    expect(at(removed.data?.deleted_at as string)).toBe(removal.deleted_at)
  })

  it('refuses an article id not shaped like the route table’s', async () => {
    const { client } = await newLearner()
    expect((await client.from(table).insert({ article_id: '../etc' })).error?.code).toBe('23514')
  })

  it('refuses the 1,001st row of one learner, whole statement, with the message the site knows', async () => {
    const { client } = await newLearner()
    const rows = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({ article_id: `quota/guide-${from + index}` }))
    expect((await client.from(table).insert(rows(0, 999))).error).toBeNull()
    const over = await client.from(table).insert(rows(999, 2))
    expect([over.error?.code, over.error?.message]).toEqual(['P0001', 'too much stored'])
    expect((await client.from(table).insert(rows(999, 1))).error).toBeNull()
  })

  it('goes with "delete my learning data" and with the account', async () => {
    const learner = await newLearner()
    await learner.client.from(table).insert({ article_id: seo })
    expect((await learner.client.rpc('clear_learning_data')).error).toBeNull()
    expect((await learner.client.from(table).select('article_id')).data).toEqual([])

    const leaving = await newLearner()
    await leaving.client.from(table).insert({ article_id: seo })
    expect((await leaving.client.rpc('delete_account')).error).toBeNull()
    const left = await adminClient().from(table).select('article_id').eq('user_id', leaving.userId)
    expect(left.data).toEqual([])
  })
})
