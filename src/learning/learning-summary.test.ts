import { describe, expect, it } from 'vitest'
import { summarise, type ArticleRef } from './learning-summary'
import { emptyProgress, type ArticleProgress, type LearningProgress } from './progress'

const articles: ArticleRef[] = [
  { id: 'marketing/research-seo', path: '/marketing/research/seo', section: 'marketing' },
  { id: 'marketing/research-cases', path: '/marketing/research/cases', section: 'marketing' },
  {
    id: 'tools-services/online-dev-tools',
    path: '/tools-services/online/dev-tools',
    section: 'tools-services',
  },
]
const entry = (status: ArticleProgress['status'], updatedAt: string): ArticleProgress => ({
  status,
  lastSection: 'section-2',
  scrollRatio: 0.5,
  completedAt: status === 'completed' ? updatedAt : null,
  updatedAt,
})

describe('summarise', () => {
  it('counts completed articles overall and per section, and offers the latest started one', () => {
    const progress: LearningProgress = {
      ...emptyProgress,
      articles: {
        'marketing/research-seo': entry('completed', '2026-11-20T10:00:00Z'),
        'marketing/research-cases': entry('started', '2026-11-21T10:00:00Z'),
        'tools-services/online-dev-tools': entry('started', '2026-11-22T10:00:00Z'),
      },
    }
    const summary = summarise(progress, articles)
    expect(summary.completed).toBe(1)
    expect(summary.total).toBe(3)
    expect(summary.sections).toEqual([
      { section: 'marketing', completed: 1, total: 2 },
      { section: 'tools-services', completed: 0, total: 1 },
    ])
    expect(summary.continueReading?.path).toBe('/tools-services/online/dev-tools')
  })
})
