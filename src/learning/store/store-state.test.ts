import { describe, expect, it } from 'vitest'
import { emptyProgress } from '../progress'
import { markEdit, readingEdit } from './edits'
import {
  addSeconds,
  applyAck,
  applyPull,
  editProgress,
  emptyState,
  honourClear,
  nextBatch,
  takeIn,
  viewOf,
  type StoreState,
} from './store-state'

const id = 'marketing/research-seo'
const me = '00000000-0000-4000-8000-000000000001'
const other = '00000000-0000-4000-8000-000000000002'
const at = (iso: string) => new Date(iso)
const read = (
  state: StoreState,
  when: string,
  reachedEnd: boolean,
  section = 'section-2',
  scrollRatio = 0.4,
) => editProgress(state, readingEdit(state.progress[id], id, { section, scrollRatio, reachedEnd }, at(when)))
const mark = (state: StoreState, readIt: boolean, when: string) =>
  editProgress(state, markEdit(state.progress[id], id, readIt, at(when)))
const shown = (state: StoreState) => viewOf(state).articles[id]

describe('edits by the merge rule', () => {
  it('marks a guide started with its section, then completed at its end, each queued once', () => {
    const started = read(emptyState, '2026-11-20T10:00:00Z', false)
    expect(shown(started)).toMatchObject({ status: 'started', lastSection: 'section-2', completedAt: null })
    const done = read(started, '2026-11-20T10:05:00Z', true, 'section-5', 1)
    expect(shown(done)).toMatchObject({ status: 'completed', completedAt: '2026-11-20T10:05:00.000Z' })
    expect(done.outbox.map((entry) => entry.key)).toEqual([id])
  })

  it('never turns a completed guide back by reading or scrolling back; only "mark as unread" does', () => {
    const done = mark(emptyState, true, '2026-11-20T10:00:00Z')
    const reread = read(done, '2026-11-21T10:00:00Z', false, 'section-1', 0.1)
    expect(shown(reread)).toMatchObject({ status: 'completed', lastSection: 'section-1' })
    expect(shown(mark(reread, false, '2026-11-21T11:00:00Z'))).toMatchObject({
      status: 'started',
      completedAt: null,
      scrollRatio: 0,
    })
  })

  it('keeps a "mark as unread" made after the end came into view, even when the view is reported later', () => {
    const unread = mark(mark(emptyState, true, '2026-11-20T10:00:00Z'), false, '2026-11-21T10:00:02Z')
    const seenBefore = read(unread, '2026-11-21T10:00:01Z', true, 'section-5', 1)
    expect(shown(seenBefore)?.status).toBe('started')
    expect(seenBefore).toBe(unread)
    expect(shown(read(unread, '2026-11-21T10:05:00Z', true, 'section-5', 1))?.status).toBe('completed')
  })

  it('adds reading seconds to the day, at most a whole day, and queues the new total', () => {
    const once = addSeconds(emptyState, '2026-11-20', 90, me, '2026-11-20T10:00:00Z')
    expect(viewOf(addSeconds(once, '2026-11-20', 30, me, '2026-11-20T10:01:00Z')).days).toEqual({
      '2026-11-20': 120,
    })
    expect(
      addSeconds(once, '2026-11-20', 200_000, me, '2026-11-20T10:01:00Z').ownTime['2026-11-20']?.seconds,
    ).toBe(86_400)
    expect(addSeconds(once, '2026-11-20', 0, me, '2026-11-20T10:01:00Z')).toBe(once)
    expect(once.outbox).toMatchObject([{ kind: 'time', key: '2026-11-20' }])
  })
})

describe('a signed-out reader signing in', () => {
  it('brings their records into the account: guides merged and queued, seconds added once', () => {
    const visitor = addSeconds(
      read(emptyState, '2026-11-20T10:00:00Z', false),
      '2026-11-20',
      300,
      me,
      '2026-11-20T10:05:00Z',
    )
    const account = addSeconds(
      mark(emptyState, true, '2026-11-19T09:00:00Z'),
      '2026-11-20',
      60,
      me,
      '2026-11-20T09:00:00Z',
    )
    const taken = takeIn({ ...account, outbox: [] }, visitor, me, '2026-11-20T11:00:00Z')
    expect(shown(taken)).toMatchObject({ status: 'completed', lastSection: 'section-2' })
    expect(taken.ownTime['2026-11-20']?.seconds).toBe(360)
    expect(taken.outbox.map((entry) => `${entry.kind}:${entry.key}`).sort()).toEqual([
      'progress:' + id,
      'time:2026-11-20',
    ])
  })
})

describe('the account’s answers', () => {
  const completedRow = {
    ...markEdit(undefined, id, true, at('2026-11-19T09:00:00Z')),
    status: 'completed' as const,
  }

  it('a read that left before a "mark as unread" was sent does not bring the guide back as read', () => {
    const unread = mark(emptyState, false, '2026-11-21T10:00:00Z')
    // The send lands first: the mark has left the outbox.
    const sent = applyAck(unread, nextBatch(unread), { progress: [unread.progress[id]!] })
    const stale = applyPull(sent, { progress: [completedRow], time: [], clearedAt: null }, me)
    expect(shown(stale)?.status).toBe('started')
  })

  it('a change still to be sent stays as the reader made it across a pull, for the account to decide', () => {
    const offline = read(emptyState, '2026-11-20T10:00:00Z', true, 'section-5', 1)
    const unreadElsewhere = {
      ...completedRow,
      status: 'started' as const,
      completed_at: null,
      unread_at: '2026-11-20T11:00:00.000Z',
      updated_at: '2026-11-20T11:00:00.000Z',
    }
    const pulled = applyPull(offline, { progress: [unreadElsewhere], time: [], clearedAt: null }, me)
    expect(shown(pulled)?.status).toBe('completed')
    expect(nextBatch(pulled).progress[0]?.status).toBe('completed')
  })

  it('a change made while its send was on its way stays queued and shown', () => {
    const started = read(emptyState, '2026-11-20T10:00:00Z', false)
    const batch = nextBatch(started)
    const moved = read(started, '2026-11-20T10:01:00Z', false, 'section-3', 0.6)
    const state = applyAck(moved, batch, { progress: batch.progress })
    expect(state.outbox).toHaveLength(1)
    expect(shown(state)?.lastSection).toBe('section-3')
  })

  it('a completion the account refused shows as the account has it, and is reported', () => {
    const done = read(emptyState, '2026-11-20T10:00:00Z', true, 'section-5', 1)
    const kept = {
      ...done.progress[id]!,
      status: 'started' as const,
      completed_at: null,
      unread_at: '2026-11-20T11:00:00.000Z',
    }
    const state = applyAck(done, nextBatch(done), { progress: [kept] })
    expect(shown(state)?.status).toBe('started')
    expect(state.refused).toEqual([id])
    expect(state.outbox).toEqual([])
    // Scrolling on leaves the message; the guide completed after all ends it.
    const scrolled = read(state, '2026-11-20T11:30:00Z', false, 'section-3', 0.5)
    const afterScroll = applyAck(scrolled, nextBatch(scrolled), { progress: [scrolled.progress[id]!] })
    expect(afterScroll.refused).toEqual([id])
    const again = mark(afterScroll, true, '2026-11-20T12:00:00Z')
    expect(applyAck(again, nextBatch(again), { progress: [again.progress[id]!] }).refused).toEqual([])
  })

  it('a guide the database rejected keeps the reader’s progress here, is reported, and is not taken for a merge refusal', () => {
    const done = read(emptyState, '2026-11-20T10:00:00Z', true, 'section-5', 1)
    const rejected = [{ kind: 'progress' as const, key: id, code: '23514', message: 'check violation' }]
    const state = applyAck(done, nextBatch(done), { progress: [], rejected })
    expect(shown(state)?.status).toBe('completed')
    expect(state.outbox).toEqual([])
    expect(state.refused).toEqual([])
    expect(state.rejected).toEqual(rejected)
  })

  it('adds other browsers’ seconds and keeps this browser’s own total', () => {
    const own = addSeconds(emptyState, '2026-11-20', 120, me, '2026-11-20T10:00:00Z')
    const pulled = applyPull(
      own,
      {
        progress: [],
        time: [
          { day: '2026-11-20', client_id: other, seconds: 60, updated_at: '2026-11-20T09:00:00Z' },
          { day: '2026-11-20', client_id: me, seconds: 60, updated_at: '2026-11-20T09:59:00Z' },
        ],
        clearedAt: null,
      },
      me,
    )
    expect(viewOf(pulled).days['2026-11-20']).toBe(180)
  })

  it('honours a "delete my learning data" made elsewhere: what was edited before it goes, later edits stay', () => {
    const before = read(emptyState, '2026-11-20T10:00:00Z', false)
    const both = addSeconds(before, '2026-11-22', 60, me, '2026-11-22T10:00:00Z')
    const cleared = applyPull(both, { progress: [], time: [], clearedAt: '2026-11-21T00:00:00Z' }, me)
    expect(cleared.progress).toEqual({})
    expect(cleared.ownTime['2026-11-22']?.seconds).toBe(60)
    expect(cleared.outbox.map((entry) => entry.key)).toEqual(['2026-11-22'])
    expect(honourClear(cleared, '2026-11-20T00:00:00Z')).toBe(cleared)
  })
})

describe('viewOf, given what the pages show', () => {
  const startedAt = '2026-11-20T10:00:00Z'

  it('hands back the empty progress for an empty store', () => {
    expect(viewOf(emptyState, emptyProgress)).toBe(emptyProgress)
  })

  it('keeps the articles when only the reading time changed, and the days when only a guide changed', () => {
    const started = read(emptyState, startedAt, false)
    const shown = viewOf(started)
    const timed = viewOf(addSeconds(started, '2026-11-20', 30, me, '2026-11-20T10:01:00Z'), shown)
    expect(timed.articles).toBe(shown.articles)
    expect(timed.days).toEqual({ '2026-11-20': 30 })
    const finished = viewOf(read(started, '2026-11-20T10:05:00Z', true), shown)
    expect(finished.days).toBe(shown.days)
    expect(finished.articles[id]?.status).toBe('completed')
  })

  it('shows a guide started, and a read guide marked unread', () => {
    const started = viewOf(read(emptyState, startedAt, false), viewOf(emptyState))
    expect(started.articles[id]?.status).toBe('started')
    const completed = viewOf(read(emptyState, startedAt, true))
    const unread = viewOf(mark(read(emptyState, startedAt, true), false, '2026-11-20T10:06:00Z'), completed)
    expect(unread.articles).not.toBe(completed.articles)
    expect(unread.articles[id]?.status).not.toBe('completed')
  })
})
