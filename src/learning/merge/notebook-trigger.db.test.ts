import { describe, expect, it } from 'vitest'
import { newLearner, newLearnerClearedAt } from '@/test/emulator'
import { bookmarkCases, noteCases, tickCases, type NotebookCase } from './notebook-cases'

// The table of notebook-merge.test.ts against the database's trigger, through the emulator's data
// API; then what the tables refuse whatever the client sends.

const iso = (value: unknown) => (typeof value === 'string' ? new Date(value).toISOString() : value)
const normalised = (row: Record<string, unknown> | null) =>
  row &&
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, key.endsWith('_at') ? iso(value) : value]),
  )

const tables = [
  {
    table: 'notes',
    onConflict: 'user_id,article_id,section_id',
    columns: 'article_id,section_id,body,deleted_at,updated_at',
    cases: noteCases,
  },
  {
    table: 'bookmarks',
    onConflict: 'user_id,article_id,section_id',
    columns: 'article_id,section_id,created_at,deleted_at,updated_at',
    cases: bookmarkCases,
  },
  {
    table: 'checklist_ticks',
    onConflict: 'user_id,article_id,step_id',
    columns: 'article_id,step_id,deleted_at,updated_at',
    cases: tickCases,
  },
] as const

describe.each(tables)(
  'the trigger of $table runs the merge table',
  ({ table, onConflict, columns, cases }) => {
    it.each(cases as NotebookCase<object>[])('$name', async ({ stored, incoming, clearedAt, expected }) => {
      const client = await newLearnerClearedAt(clearedAt)
      for (const row of stored ? [stored, incoming] : [incoming]) {
        const { error } = await client.from(table).upsert(row, { onConflict })
        expect(error).toBeNull()
      }
      const kept = await client.from(table).select(columns).maybeSingle()
      expect(kept.error).toBeNull()
      expect(normalised(kept.data as Record<string, unknown> | null)).toEqual(expected)
    })
  },
)

const now = () => new Date().toISOString()
const noteRow = (fields: object) => ({
  article_id: 'marketing/research-seo',
  section_id: 'section-1',
  body: 'text',
  updated_at: now(),
  ...fields,
})

describe('what the notebook tables refuse', () => {
  it.each<[string, string, object]>([
    ['a note over 10,000 characters', 'notes', noteRow({ body: 'x'.repeat(10_001) })],
    ['a section id not shaped like the route table’s', 'notes', noteRow({ section_id: 'intro' })],
    [
      'an article id not shaped like the route table’s',
      'bookmarks',
      { article_id: '../etc', section_id: '' },
    ],
    [
      'a step id not in kebab case',
      'checklist_ticks',
      { article_id: 'marketing/research-seo', step_id: 'File ICP' },
    ],
  ])('%s', async (_name, table, row) => {
    const { client } = await newLearner()
    const { error } = await client.from(table).insert(row)
    expect(error?.code).toBe('23514')
  })

  it('takes a note of exactly 10,000 characters, with line breaks', async () => {
    const { client } = await newLearner()
    const body = `${'x'.repeat(4_999)}\n${'y'.repeat(5_000)}`
    expect((await client.from('notes').insert(noteRow({ body }))).error).toBeNull()
  })

  it('stores a future edit time as the server’s now', async () => {
    const { client } = await newLearner()
    const inserted = await client
      .from('notes')
      .insert(noteRow({ updated_at: '2099-01-01T00:00:00Z' }))
      .select('updated_at')
      .single()
    expect(Date.parse(inserted.data!.updated_at as string)).toBeLessThanOrEqual(Date.now() + 1_000)
  })

  it('shows each learner their own rows only, and nobody signed out any', async () => {
    const [owner, stranger] = [await newLearner(), await newLearner()]
    expect(
      (await owner.client.from('bookmarks').insert({ article_id: 'marketing/research-seo' })).error,
    ).toBeNull()
    expect((await stranger.client.from('bookmarks').select('article_id')).data).toEqual([])
    const forged = await stranger.client
      .from('bookmarks')
      .insert({ user_id: owner.userId, article_id: 'marketing/research-cases' })
    expect(forged.error?.code).toBe('42501')
    await stranger.client.auth.signOut()
    expect((await stranger.client.from('bookmarks').select('article_id')).error).not.toBeNull()
  })

  it('refuses the 1,001st bookmark of one learner, whole statement, with the message the site knows', async () => {
    const { client } = await newLearner()
    const rows = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        article_id: `quota/guide-${from + index}`,
        section_id: '',
      }))
    expect((await client.from('bookmarks').insert(rows(0, 999))).error).toBeNull()
    const over = await client.from('bookmarks').insert(rows(999, 2))
    expect([over.error?.code, over.error?.message]).toEqual(['P0001', 'too much stored'])
    const { count } = await client.from('bookmarks').select('*', { count: 'exact', head: true })
    expect(count).toBe(999)
    expect((await client.from('bookmarks').insert(rows(999, 1))).error).toBeNull()
  })

  it('"delete my learning data" takes every kind', async () => {
    const { client } = await newLearner()
    await client.from('bookmarks').insert({ article_id: 'marketing/research-seo' })
    await client.from('notes').insert(noteRow({}))
    await client
      .from('checklist_ticks')
      .insert({ article_id: 'marketing/research-seo', step_id: 'pick-a-niche' })
    expect((await client.rpc('clear_learning_data')).error).toBeNull()
    for (const table of ['bookmarks', 'notes', 'checklist_ticks'])
      expect((await client.from(table).select('article_id')).data).toEqual([])
  })
})
