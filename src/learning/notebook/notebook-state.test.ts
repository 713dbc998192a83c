import { describe, expect, it } from 'vitest'
import {
  applyAck,
  applyPull,
  editNotebookRecord,
  emptyState,
  honourClear,
  nextBatch,
  notebookOf,
  takeIn,
} from '../store/store-state'
import { bookmarkEdit, noteEdit, tickEdit } from './notebook-edits'
import { emptyNotebookBatch, notebookView } from './notebook-state'

const seo = 'marketing/research-seo'
const me = '00000000-0000-4000-8000-000000000001'
const at = (iso: string) => new Date(iso)
const view = (state: typeof emptyState) => notebookView(notebookOf(state))
const noPull = { progress: [], time: [], clearedAt: null }

describe('the notebook in the store', () => {
  it('queues each edit once per record, and shows what is there, bookmarks newest first', () => {
    let state = editNotebookRecord(
      emptyState,
      'bookmark',
      bookmarkEdit(undefined, seo, 'section-2', true, at('2026-11-20T10:00:00Z')),
    )
    state = editNotebookRecord(
      state,
      'bookmark',
      bookmarkEdit(undefined, seo, '', true, at('2026-11-20T10:01:00Z')),
    )
    state = editNotebookRecord(state, 'note', noteEdit(seo, 'section-2', 'first', at('2026-11-20T10:02:00Z')))
    state = editNotebookRecord(
      state,
      'note',
      noteEdit(seo, 'section-2', 'first\nsecond', at('2026-11-20T10:03:00Z')),
    )
    state = editNotebookRecord(state, 'tick', tickEdit(seo, 'pick-a-niche', true, at('2026-11-20T10:04:00Z')))
    state = editNotebookRecord(
      state,
      'tick',
      tickEdit(seo, 'pick-a-niche', false, at('2026-11-20T10:05:00Z')),
    )
    expect(view(state).bookmarks.map((row) => row.section_id)).toEqual(['', 'section-2'])
    expect(view(state).notes.map((row) => row.body)).toEqual(['first\nsecond'])
    expect(view(state).ticks).toEqual([])
    expect(state.outbox.map((entry) => `${entry.kind}:${entry.key}`)).toEqual([
      `bookmark:${seo}#section-2`,
      `bookmark:${seo}#`,
      `note:${seo}#section-2`,
      `tick:${seo}#pick-a-niche`,
    ])
    // The unticked step is sent as its tombstone.
    expect(nextBatch(state).notebook.tick).toMatchObject([
      { step_id: 'pick-a-niche', deleted_at: '2026-11-20T10:05:00.000Z' },
    ])
  })

  it('cuts a note at 10,000 characters and takes an emptied one as removed', () => {
    expect(noteEdit(seo, 'section-1', 'x'.repeat(12_000), new Date()).body).toHaveLength(10_000)
    expect(noteEdit(seo, 'section-1', '  \n ', at('2026-11-20T10:00:00Z'))).toMatchObject({
      body: '',
      deleted_at: '2026-11-20T10:00:00.000Z',
    })
  })

  it('an older edit from elsewhere does not replace a later one here; a newer one does', () => {
    const mine = editNotebookRecord(
      emptyState,
      'note',
      noteEdit(seo, 'section-1', 'mine', at('2026-11-20T10:05:00Z')),
    )
    const sent = applyAck(mine, nextBatch(mine), { progress: [], notebook: nextBatch(mine).notebook })
    const older = applyPull(
      sent,
      {
        ...noPull,
        notebook: {
          ...emptyNotebookBatch(),
          bookmark: [],
          tick: [],
          note: [noteEdit(seo, 'section-1', 'older', at('2026-11-20T10:00:00Z'))],
        },
      },
      me,
    )
    expect(view(older).notes[0]?.body).toBe('mine')
    const newer = applyPull(
      sent,
      {
        ...noPull,
        notebook: {
          ...emptyNotebookBatch(),
          bookmark: [],
          tick: [],
          note: [noteEdit(seo, 'section-1', 'newer', at('2026-11-20T10:09:00Z'))],
        },
      },
      me,
    )
    expect(view(newer).notes[0]?.body).toBe('newer')
  })

  it('a note still to be sent stays as typed across a pull, for the account to decide', () => {
    const typed = editNotebookRecord(
      emptyState,
      'note',
      noteEdit(seo, 'section-1', 'typed offline', at('2026-11-20T10:00:00Z')),
    )
    const pulled = applyPull(
      typed,
      {
        ...noPull,
        notebook: {
          ...emptyNotebookBatch(),
          bookmark: [],
          tick: [],
          note: [noteEdit(seo, 'section-1', 'elsewhere', at('2026-11-20T10:09:00Z'))],
        },
      },
      me,
    )
    expect(view(pulled).notes[0]?.body).toBe('typed offline')
    expect(nextBatch(pulled).notebook.note[0]?.body).toBe('typed offline')
  })

  it('a signed-out reader’s notebook comes into the account, queued', () => {
    let visitor = editNotebookRecord(
      emptyState,
      'bookmark',
      bookmarkEdit(undefined, seo, 'section-3', true, at('2026-11-20T10:00:00Z')),
    )
    visitor = editNotebookRecord(
      visitor,
      'tick',
      tickEdit(seo, 'pick-a-niche', true, at('2026-11-20T10:01:00Z')),
    )
    const taken = takeIn(emptyState, visitor, me, '2026-11-20T11:00:00Z')
    expect(view(taken).bookmarks).toHaveLength(1)
    expect(view(taken).ticks).toHaveLength(1)
    expect(taken.outbox.map((entry) => entry.kind).sort()).toEqual(['bookmark', 'tick'])
  })

  it('"delete my learning data" takes what was edited before it, of every kind', () => {
    let state = editNotebookRecord(
      emptyState,
      'note',
      noteEdit(seo, 'section-1', 'before', at('2026-11-20T10:00:00Z')),
    )
    state = editNotebookRecord(state, 'tick', tickEdit(seo, 'pick-a-niche', true, at('2026-11-22T10:00:00Z')))
    const cleared = honourClear(state, '2026-11-21T00:00:00Z')
    expect(view(cleared).notes).toEqual([])
    expect(view(cleared).ticks).toHaveLength(1)
    expect(cleared.outbox.map((entry) => entry.kind)).toEqual(['tick'])
  })

  it('reads a state stored before the notebook existed', () => {
    const { notebook: _dropped, ...old } = emptyState
    expect(view(old)).toEqual({ bookmarks: [], notes: [], ticks: [], follows: [], dismissedAt: {} })
    expect(view(editNotebookRecord(old, 'tick', tickEdit(seo, 'a', true, new Date()))).ticks).toHaveLength(1)
  })

  it('a note the database refused stays here as written and is reported, while the tick sent with it is acknowledged', () => {
    let state = editNotebookRecord(
      emptyState,
      'note',
      noteEdit(seo, 'section-1', 'kept', at('2026-11-20T10:00:00Z')),
    )
    state = editNotebookRecord(state, 'tick', tickEdit(seo, 'pick-a-niche', true, at('2026-11-20T10:01:00Z')))
    const batch = nextBatch(state)
    const refusal = { code: '22P05', message: 'unsupported Unicode escape sequence' }
    const rejected = [{ kind: 'note' as const, key: `${seo}#section-1`, ...refusal }]
    const sent = applyAck(state, batch, {
      progress: [],
      notebook: { ...emptyNotebookBatch(), tick: batch.notebook.tick },
      rejected,
    })
    expect(sent.outbox).toEqual([])
    expect(view(sent).notes.map((row) => row.body)).toEqual(['kept'])
    expect(view(sent).ticks.map((row) => row.step_id)).toEqual(['pick-a-niche'])
    expect(sent.rejected).toEqual(rejected)

    // Changed and stored at last, the note is no longer reported; another record's send leaves it reported.
    const other = editNotebookRecord(
      sent,
      'tick',
      tickEdit(seo, 'write-a-page', true, at('2026-11-20T10:02:00Z')),
    )
    expect(applyAck(other, nextBatch(other), { progress: [] }).rejected).toEqual(rejected)
    const edited = editNotebookRecord(
      sent,
      'note',
      noteEdit(seo, 'section-1', 'mended', at('2026-11-20T10:03:00Z')),
    )
    const stored = applyAck(edited, nextBatch(edited), { progress: [], notebook: nextBatch(edited).notebook })
    expect(stored.rejected).toEqual([])
  })
})
