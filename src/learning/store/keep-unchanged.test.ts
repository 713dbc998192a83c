import { describe, expect, it } from 'vitest'
import { emptyProgress, type ArticleProgress } from '../progress'
import { keepUnchanged } from './keep-unchanged'

const started: ArticleProgress = {
  status: 'started',
  lastSection: 'section-2',
  scrollRatio: 0.4,
  completedAt: null,
  updatedAt: '2026-11-29T01:00:00Z',
}

describe('keepUnchanged', () => {
  it('keeps the empty progress when the store opens with nothing in it', () => {
    expect(keepUnchanged(emptyProgress, { articles: {}, days: {} })).toBe(emptyProgress)
  })

  it('keeps the articles when only the reading time changed', () => {
    const before = { articles: { seo: { ...started } }, days: { '2026-11-29': 60 } }
    const after = keepUnchanged(before, { articles: { seo: { ...started } }, days: { '2026-11-29': 90 } })
    expect(after.articles).toBe(before.articles)
    expect(after.days).toEqual({ '2026-11-29': 90 })
  })

  it('takes the new articles when one changed, was added or was removed', () => {
    const before = { articles: { seo: started }, days: {} }
    const completed = { ...started, status: 'completed' as const, completedAt: '2026-11-29T01:05:00Z' }
    expect(keepUnchanged(before, { articles: { seo: completed }, days: {} }).articles.seo).toBe(completed)
    expect(
      keepUnchanged(before, { articles: { seo: started, ads: started }, days: {} }).articles,
    ).toHaveProperty('ads')
    expect(keepUnchanged(before, { articles: { ads: started }, days: {} }).articles).toEqual({ ads: started })
    expect(keepUnchanged(before, { articles: {}, days: {} }).articles).toEqual({})
  })
})
