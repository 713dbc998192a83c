import { describe, expect, it } from 'vitest'
import { bookmarkEdit, noteEdit, tickEdit } from '../notebook/notebook-edits'
import { markEdit, readingEdit } from './edits'
import { addSeconds, editNotebookRecord, editProgress, emptyState, type StoreState } from './store-state'
import { keepFor, splitVisitor, waitingRecords } from './visitor-import'

const seo = 'marketing/research-seo'
const cases = 'marketing/research-cases'
const me = '00000000-0000-4000-8000-000000000001'
const other = '00000000-0000-4000-8000-000000000002'
const at = (iso: string) => new Date(iso)
const started = (state: StoreState, id: string) =>
  editProgress(
    state,
    readingEdit(
      state.progress[id],
      id,
      { section: 'section-2', scrollRatio: 0.3, reachedEnd: false },
      at('2026-12-01T10:00:00Z'),
    ),
  )
const marked = (state: StoreState, id: string, read: boolean, when: string) =>
  editProgress(state, markEdit(state.progress[id], id, read, at(when)))

describe('a signed-out reader’s records at sign-in', () => {
  it('lets reading seconds and guides only started join at once, and asks about completions and the notebook', () => {
    let visitor = addSeconds(started(emptyState, cases), '2026-12-01', 120, me, '2026-12-01T10:02:00Z')
    visitor = marked(visitor, seo, true, '2026-12-01T10:05:00Z')
    visitor = editNotebookRecord(
      visitor,
      'note',
      noteEdit(seo, 'section-1', 'my salary is 12345', at('2026-12-01T10:06:00Z')),
    )
    visitor = editNotebookRecord(
      visitor,
      'bookmark',
      bookmarkEdit(undefined, seo, '', true, at('2026-12-01T10:07:00Z')),
    )
    visitor = editNotebookRecord(
      visitor,
      'tick',
      tickEdit(seo, 'pick-a-niche', true, at('2026-12-01T10:08:00Z')),
    )

    const { quiet, asked } = splitVisitor(visitor)
    expect(Object.keys(quiet.progress)).toEqual([cases])
    expect(quiet.ownTime['2026-12-01']?.seconds).toBe(120)
    expect(Object.keys(asked.progress)).toEqual([seo])
    expect(asked.ownTime).toEqual({})
    expect(asked.notebook).toEqual(visitor.notebook)
    expect(waitingRecords(asked, me)).toEqual({ notes: 1, bookmarks: 1, ticks: 1, follows: 0, completed: 1 })
  })

  it('asks about a guide marked unread too, but counts only what is there', () => {
    let visitor = marked(emptyState, seo, true, '2026-12-01T10:05:00Z')
    visitor = marked(visitor, seo, false, '2026-12-01T10:06:00Z')
    const { quiet, asked } = splitVisitor(visitor)
    expect(quiet.progress).toEqual({})
    expect(Object.keys(asked.progress)).toEqual([seo])
    expect(waitingRecords(asked, me)).toBeNull()
  })

  it('has no question when only seconds, started guides or removed records are waiting', () => {
    let visitor = addSeconds(started(emptyState, cases), '2026-12-01', 60, me, '2026-12-01T10:01:00Z')
    visitor = editNotebookRecord(
      visitor,
      'bookmark',
      bookmarkEdit(undefined, seo, '', true, at('2026-12-01T10:02:00Z')),
    )
    visitor = editNotebookRecord(
      visitor,
      'bookmark',
      bookmarkEdit(undefined, seo, '', false, at('2026-12-01T10:03:00Z')),
    )
    expect(waitingRecords(splitVisitor(visitor).asked, me)).toBeNull()
    expect(waitingRecords(undefined, me)).toBeNull()
  })
  it('does not ask an account that chose to keep them here again until it signs out', () => {
    const visitor = marked(emptyState, seo, true, '2026-12-01T10:05:00Z')
    const kept = keepFor(visitor, me, true)
    expect(waitingRecords(splitVisitor(kept).asked, me)).toBeNull()
    expect(waitingRecords(splitVisitor(kept).asked, other)).toEqual({
      notes: 0,
      bookmarks: 0,
      ticks: 0,
      follows: 0,
      completed: 1,
    })
    expect(waitingRecords(splitVisitor(keepFor(kept, me, false)).asked, me)).not.toBeNull()
  })
})
