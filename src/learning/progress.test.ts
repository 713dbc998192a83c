import { describe, expect, it } from 'vitest'
import { addReadingSeconds, emptyProgress, laterOf, localDay, markArticle, recordReading } from './progress'

const at = (iso: string) => new Date(iso)

describe('reading progress', () => {
  it('marks an article started with its section, then completed when the last section is reached', () => {
    const started = recordReading(emptyProgress, 'marketing/research-seo', { section: 'section-2', scrollRatio: 0.4, reachedEnd: false }, at('2026-11-20T10:00:00Z'))
    expect(started.articles['marketing/research-seo']).toMatchObject({ status: 'started', lastSection: 'section-2', completedAt: null })
    const done = recordReading(started, 'marketing/research-seo', { section: 'section-5', scrollRatio: 1, reachedEnd: true }, at('2026-11-20T10:05:00Z'))
    expect(done.articles['marketing/research-seo']).toMatchObject({ status: 'completed', completedAt: '2026-11-20T10:05:00.000Z' })
  })

  it('never turns a completed article back into started by reading or scrolling back', () => {
    const done = markArticle(emptyProgress, 'a/b', true, at('2026-11-20T10:00:00Z'))
    const reread = recordReading(done, 'a/b', { section: 'section-1', scrollRatio: 0.1, reachedEnd: false }, at('2026-11-21T10:00:00Z'))
    expect(reread.articles['a/b']).toMatchObject({ status: 'completed', completedAt: '2026-11-20T10:00:00.000Z', lastSection: 'section-1' })
  })

  it('goes back to unread only by the reader marking it so', () => {
    const done = markArticle(emptyProgress, 'a/b', true, at('2026-11-20T10:00:00Z'))
    expect(markArticle(done, 'a/b', false, at('2026-11-21T10:00:00Z')).articles['a/b']).toMatchObject({
      status: 'started',
      completedAt: null,
      scrollRatio: 0,
    })
  })

  it('keeps a "mark as unread" made after the end came into view, even when the view is reported later', () => {
    const done = markArticle(emptyProgress, 'a/b', true, at('2026-11-20T10:00:00Z'))
    const unread = markArticle(done, 'a/b', false, at('2026-11-21T10:00:02Z'))
    const seenBefore = recordReading(unread, 'a/b', { section: 'section-5', scrollRatio: 1, reachedEnd: true }, at('2026-11-21T10:00:01Z'))
    expect(seenBefore.articles['a/b']).toMatchObject({ status: 'started', unread: true })
    const readAgain = recordReading(unread, 'a/b', { section: 'section-5', scrollRatio: 1, reachedEnd: true }, at('2026-11-21T10:05:00Z'))
    expect(readAgain.articles['a/b']).toMatchObject({ status: 'completed' })
  })

  it('adds reading seconds to the local day, at most a whole day', () => {
    const once = addReadingSeconds(emptyProgress, '2026-11-20', 90)
    expect(addReadingSeconds(once, '2026-11-20', 30).days).toEqual({ '2026-11-20': 120 })
    expect(addReadingSeconds(once, '2026-11-20', 200_000).days['2026-11-20']).toBe(86_400)
    expect(addReadingSeconds(once, '2026-11-20', 0)).toBe(once)
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })

  it('merges two records of an article: completed wins, else the newer', () => {
    const older = { status: 'started', lastSection: 'section-1', scrollRatio: 0.2, completedAt: null, updatedAt: '2026-11-20T10:00:00Z' } as const
    const newer = { ...older, lastSection: 'section-3', updatedAt: '2026-11-21T10:00:00Z' }
    const completed = { ...older, status: 'completed', completedAt: '2026-11-19T10:00:00Z', updatedAt: '2026-11-19T10:00:00Z' } as const
    expect(laterOf(older, newer)).toBe(newer)
    expect(laterOf(newer, completed)).toBe(completed)
    expect(laterOf(undefined, older)).toBe(older)
  })

  it('keeps an unsent "mark as unread" on a started record read after it', () => {
    const done = markArticle(emptyProgress, 'a/b', true, at('2026-11-20T10:00:00Z'))
    const unread = markArticle(done, 'a/b', false, at('2026-11-21T10:00:00Z')).articles['a/b']
    const scrolled = recordReading(emptyProgress, 'a/b', { section: 'section-2', scrollRatio: 0.3, reachedEnd: false }, at('2026-11-21T10:00:05Z')).articles['a/b']
    expect(laterOf(unread, scrolled)).toMatchObject({ status: 'started', lastSection: 'section-2', unread: true })
    expect(laterOf(scrolled, unread)).toMatchObject({ status: 'started', lastSection: 'section-2', unread: true })
    const readAgain = recordReading(emptyProgress, 'a/b', { section: 'section-5', scrollRatio: 1, reachedEnd: true }, at('2026-11-21T10:05:00Z')).articles['a/b']
    expect(laterOf(unread, readAgain)).toBe(readAgain)
  })
})
