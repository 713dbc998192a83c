// Security review L2: the notebook's quota in bytes as well as rows, tombstones that stop counting
// after 30 days, and the per-learner lock the count runs under.

import { describe, expect, it } from 'vitest'
import { client, uniqueEmail, useEmulator } from './helpers'

const emu = useEmulator({ mailerAutoconfirm: true })

async function learner() {
  const c = client(emu)
  const { data, error } = await c.auth.signUp({ email: uniqueEmail('quota'), password: 'secret-password' })
  if (error) throw error
  return { client: c, userId: data.user!.id }
}

const note = (index: number, body: string) => ({
  article_id: `quota/guide-${index}`,
  section_id: 'section-1',
  body,
})
// 10,000 characters of 4 bytes each: 40,000 bytes a note, so 52 notes pass 2 MB (2,097,152 bytes).
const heavy = '😀'.repeat(10_000)

async function deletedDaysAgo(userId: string, articleIds: string[], days: number) {
  await emu.db.transaction(async (tx) => {
    await tx.query(`set local session_replication_role = replica`)
    await tx.query(
      `update public.bookmarks set deleted_at = now() - make_interval(days => $3), updated_at = now() - make_interval(days => $3)
         where user_id = $1 and article_id = any($2)`,
      [userId, articleIds, days],
    )
  })
}

describe('the notes quota', () => {
  it('refuses the note that takes a learner past 2 MB of text, and a note grown past it', async () => {
    const { client: reader } = await learner()
    // In requests of 400 kB, under the data API's body limit.
    for (let from = 0; from < 52; from += 10) {
      const notes = Array.from({ length: Math.min(10, 52 - from) }, (_, index) => note(from + index, heavy))
      expect((await reader.from('notes').insert(notes)).error).toBeNull()
    }
    const over = await reader.from('notes').insert(note(52, heavy))
    expect([over.error?.code, over.error?.message]).toEqual(['P0001', 'too much stored'])
    expect((await reader.from('notes').insert(note(52, 'short'))).error).toBeNull()
    const grown = await reader
      .from('notes')
      .update({ body: heavy, updated_at: new Date().toISOString() })
      .eq('article_id', 'quota/guide-52')
    expect([grown.error?.code, grown.error?.message]).toEqual(['P0001', 'too much stored'])
    // Another learner is not held back.
    expect((await (await learner()).client.from('notes').insert(note(0, heavy))).error).toBeNull()
  })

  it('stops counting a tombstone 30 days after its deletion', async () => {
    const { client: reader, userId } = await learner()
    const rows = Array.from({ length: 2000 }, (_, index) => ({ ...note(index, ''), deleted_at: null }))
    expect(
      (await reader.from('bookmarks').insert(rows.slice(0, 1000).map(({ article_id }) => ({ article_id }))))
        .error,
    ).toBeNull()
    const full = await reader.from('bookmarks').insert({ article_id: 'quota/one-more' })
    expect(full.error?.message).toBe('too much stored')
    // Deleted 31 days ago: written past the merge trigger, which keeps the newer edit.
    await deletedDaysAgo(userId, ['quota/guide-0', 'quota/guide-1'], 31)
    expect((await reader.from('bookmarks').insert({ article_id: 'quota/one-more' })).error).toBeNull()
    // A tombstone of 29 days still counts: with it, 999 rows count; the 1,000th fits, the 1,001st not.
    await deletedDaysAgo(userId, ['quota/guide-2'], 29)
    expect((await reader.from('bookmarks').insert({ article_id: 'quota/two-more' })).error).toBeNull()
    expect((await reader.from('bookmarks').insert({ article_id: 'quota/three-more' })).error?.message).toBe(
      'too much stored',
    )
  })

  it('counts under an advisory lock per learner, held until the statement’s transaction ends', async () => {
    const { userId } = await learner()
    // PGlite runs one statement at a time, so the race cannot be shown here: the lock is.
    const held = await emu.db.transaction(async (tx) => {
      await tx.query(
        `insert into public.notes (user_id, article_id, section_id, body) values ($1, 'quota/lock', 'section-1', 'x')`,
        [userId],
      )
      const locks = await tx.query<{ count: number }>(
        `select count(*)::int as count from pg_locks where locktype = 'advisory' and granted`,
      )
      return locks.rows[0]!.count
    })
    expect(held).toBe(1)
    const after = await emu.db.query<{ count: number }>(
      `select count(*)::int as count from pg_locks where locktype = 'advisory'`,
    )
    expect(after.rows[0]!.count).toBe(0)
  })
})
