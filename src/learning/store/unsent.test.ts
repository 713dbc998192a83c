import { describe, expect, it } from 'vitest'
import { emptyNotebookBatch } from '../notebook/notebook-state'
import { bookmarkEdit, followEdit, noteEdit } from '../notebook/notebook-edits'
import { markEdit } from './edits'
import { addSeconds, applyAck, editNotebookRecord, editProgress, emptyState, nextBatch } from './store-state'
import { unsentOnly, unsentRecords } from './unsent'

const seo = 'marketing/research-seo'
const cases = 'marketing/research-cases'
const me = '00000000-0000-4000-8000-000000000001'
const at = (iso: string) => new Date(iso)

/** An account's copy: a synced note and completion, then an unsent note, bookmark and seconds. */
function accountCopy() {
  let state = editNotebookRecord(
    emptyState,
    'note',
    noteEdit(seo, 'section-1', 'synced', at('2026-12-01T09:00:00Z')),
  )
  state = editProgress(state, markEdit(undefined, seo, true, at('2026-12-01T09:01:00Z')))
  const batch = nextBatch(state)
  state = applyAck(state, batch, {
    progress: batch.progress,
    notebook: { ...emptyNotebookBatch(), note: batch.notebook.note },
  })
  state = editNotebookRecord(
    state,
    'note',
    noteEdit(cases, 'section-2', 'unsent', at('2026-12-01T10:00:00Z')),
  )
  state = editNotebookRecord(
    state,
    'bookmark',
    bookmarkEdit(undefined, cases, '', true, at('2026-12-01T10:01:00Z')),
  )
  return addSeconds(state, '2026-12-01', 90, me, '2026-12-01T10:02:00Z')
}

describe('changes a sign-out would lose', () => {
  it('counts the unsent notes, bookmarks, ticks and completions, never the reading seconds', () => {
    expect(unsentRecords(accountCopy())).toEqual({
      notes: 1,
      bookmarks: 1,
      ticks: 0,
      follows: 0,
      completed: 0,
    })
    const onlySeconds = addSeconds(emptyState, '2026-12-01', 30, me, '2026-12-01T10:00:00Z')
    expect(unsentRecords(onlySeconds)).toBeNull()
  })

  it('counts an unsent follow, and keeps it; a dismissed notice is kept without asking', () => {
    let state = editNotebookRecord(
      emptyState,
      'follow',
      followEdit(undefined, seo, true, at('2026-12-01T10:00:00Z')),
    )
    expect(unsentRecords(state)).toEqual({ notes: 0, bookmarks: 0, ticks: 0, follows: 1, completed: 0 })
    const dismissed = { article_id: cases, deleted_at: null, updated_at: '2026-12-01T10:01:00.000Z' }
    state = editNotebookRecord(state, 'dismissal', dismissed)
    expect(unsentRecords(state)).toEqual({ notes: 0, bookmarks: 0, ticks: 0, follows: 1, completed: 0 })
    expect(unsentRecords(editNotebookRecord(emptyState, 'dismissal', dismissed))).toBeNull()
    const kept = unsentOnly(state)
    expect(Object.keys(kept.notebook?.follow ?? {})).toEqual([`${seo}#`])
    expect(Object.keys(kept.notebook?.dismissal ?? {})).toEqual([`${cases}#`])
  })

  it('"Keep unsent changes" keeps only those, still queued, and nothing synced', () => {
    const kept = unsentOnly(accountCopy())
    expect(Object.keys(kept.notebook?.note ?? {})).toEqual([`${cases}#section-2`])
    expect(Object.keys(kept.notebook?.bookmark ?? {})).toEqual([`${cases}#`])
    expect(kept.progress).toEqual({})
    expect(kept.ownTime).toEqual({})
    expect(kept.acked).toEqual(emptyState.acked)
    expect(kept.outbox.map((entry) => entry.kind).sort()).toEqual(['bookmark', 'note'])
  })
})
