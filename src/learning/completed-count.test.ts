import { describe, expect, it } from 'vitest'
import { countCompleted } from './completed-count'
import type { ArticleProgress } from './progress'

const entry = (status: ArticleProgress['status']): ArticleProgress => ({
  status,
  lastSection: null,
  scrollRatio: status === 'completed' ? 1 : 0.4,
  completedAt: status === 'completed' ? '2026-11-25T10:00:00.000Z' : null,
  updatedAt: '2026-11-25T10:00:00.000Z',
})

describe('countCompleted', () => {
  it('counts the listed articles the reader completed, not started or unlisted ones', () => {
    const progress = {
      articles: {
        a: entry('completed'),
        b: entry('started'),
        c: entry('completed'),
        gone: entry('completed'),
      },
      days: {},
    }
    expect(countCompleted(progress, [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }])).toBe(2)
  })
})
