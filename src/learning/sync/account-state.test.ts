import { describe, expect, it } from 'vitest'
import { markArticle, recordReading, type LearningProgress } from '../progress'
import { drainInto, emptyAccountState, markSent, rowFromRecord, viewOf, withServerRows, type ProgressRow } from './account-state'

const at = (iso: string) => new Date(iso)
const seo = 'marketing/research-seo'
const me = '00000000-0000-4000-8000-000000000001'
const other = '00000000-0000-4000-8000-000000000002'

const visitor: LearningProgress = {
  ...recordReading({ articles: {}, days: {} }, seo, { section: 'section-2', scrollRatio: 0.4, reachedEnd: false }, at('2026-11-20T10:00:00Z')),
  days: { '2026-11-20': 300 },
}

const completedRow: ProgressRow = {
  article_id: seo,
  status: 'completed',
  last_section: 'section-6',
  scroll_ratio: 1,
  completed_at: '2026-11-19T09:00:00+00:00',
  updated_at: '2026-11-19T09:00:00+00:00',
}

describe('the account state of a signed-in learner', () => {
  it('takes in what this browser recorded, queues it once, and adds the seconds once', () => {
    const drained = drainInto(emptyAccountState, visitor)
    expect(drained.articles[seo]).toMatchObject({ status: 'started', lastSection: 'section-2' })
    expect(drained.unsent).toEqual({ articles: [seo], days: ['2026-11-20'] })
    const again = drainInto(drained, { articles: {}, days: { '2026-11-20': 60 } })
    expect(again.ownDays['2026-11-20']).toBe(360)
    expect(again.unsent.days).toEqual(['2026-11-20'])
  })

  it('keeps a completed account record over an older started one from this browser', () => {
    const server = withServerRows(emptyAccountState, [completedRow], [], me)
    const drained = drainInto(server, visitor)
    expect(drained.articles[seo]?.status).toBe('completed')
    expect(drained.unsent.articles).toEqual([])
  })

  it('lets an explicit "mark as unread" win over the completed record, and forgets the flag once sent', () => {
    const server = withServerRows(emptyAccountState, [completedRow], [], me)
    const unread = markArticle(viewOf(server), seo, false, at('2026-11-21T10:00:00Z'))
    const drained = drainInto(server, { articles: { [seo]: unread.articles[seo]! }, days: {} })
    expect(drained.articles[seo]).toMatchObject({ status: 'started', unread: true })
    const sent = markSent(drained, { articles: { [seo]: drained.articles[seo]! }, days: {} }, [])
    expect(sent.articles[seo]?.unread).toBeUndefined()
    expect(sent.unsent.articles).toEqual([])
  })

  it('shows what the account kept of a sent guide, unless the reader changed it meanwhile', () => {
    const offline = markArticle(viewOf(emptyAccountState), seo, true, at('2026-11-20T08:00:00Z'))
    const drained = drainInto(emptyAccountState, offline)
    const sent = { articles: { [seo]: drained.articles[seo]! }, days: {} }
    // The account refused the completion: the guide was marked unread elsewhere after it.
    const refused: ProgressRow = { ...completedRow, status: 'started', completed_at: null, scroll_ratio: 0, updated_at: '2026-11-20T08:00:00+00:00' }
    expect(markSent(drained, sent, [refused]).articles[seo]).toMatchObject({ status: 'started', completedAt: null })
    const readOn = drainInto(drained, recordReading(offline, seo, { section: 'section-3', scrollRatio: 0.5, reachedEnd: false }, at('2026-11-20T08:01:00Z')))
    expect(markSent(readOn, sent, [refused]).articles[seo]).toMatchObject({ status: 'completed', lastSection: 'section-3' })
  })

  it('adds other browsers\' seconds to its own, and never lowers its own below what the server has', () => {
    const local = drainInto(emptyAccountState, { articles: {}, days: { '2026-11-20': 120 } })
    const merged = withServerRows(local, [], [
      { day: '2026-11-20', client_id: me, seconds: 60 },
      { day: '2026-11-20', client_id: other, seconds: 600 },
      { day: '2026-11-19', client_id: me, seconds: 900 },
    ], me)
    expect(merged.ownDays).toEqual({ '2026-11-20': 120, '2026-11-19': 900 })
    expect(viewOf(merged).days).toEqual({ '2026-11-20': 720, '2026-11-19': 900 })
  })

  it('drops a record another device removed unless this browser still has to send it', () => {
    const known = withServerRows(emptyAccountState, [completedRow], [], me)
    expect(withServerRows(known, [], [], me).articles).toEqual({})
    const pending = drainInto(emptyAccountState, visitor)
    expect(withServerRows(pending, [], [], me).articles[seo]?.status).toBe('started')
  })

  it('keeps an item queued when it changed while it was being sent', () => {
    const drained = drainInto(emptyAccountState, visitor)
    const sentDays = { '2026-11-20': drained.ownDays['2026-11-20']! }
    const changed = drainInto(drained, { articles: {}, days: { '2026-11-20': 30 } })
    expect(markSent(changed, { articles: {}, days: sentDays }, []).unsent.days).toEqual(['2026-11-20'])
    expect(markSent(drained, { articles: {}, days: sentDays }, []).unsent.days).toEqual([])
  })

  it('sends a "mark as unread" with its mark, dated when the reader clicked, and other records without one', () => {
    const read = markArticle(visitor, seo, true, at('2026-11-21T08:00:00Z'))
    const unread = markArticle(read, seo, false, at('2026-11-21T09:00:00Z'))
    expect(rowFromRecord(seo, unread.articles[seo]!)).toMatchObject({ status: 'started', unread_at: '2026-11-21T09:00:00.000Z' })
    expect(rowFromRecord(seo, read.articles[seo]!)).toMatchObject({ status: 'completed', unread_at: null })
  })
})
