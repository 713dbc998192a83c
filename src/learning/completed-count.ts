import type { LearningProgress } from './progress'

/**
 * How many of the articles the reader has completed: all a page needs that shows only the count.
 * A module of its own, so such a page does not load the learning page's summary (sections, where to continue).
 */
export function countCompleted(progress: LearningProgress, articles: readonly { id: string }[]): number {
  return articles.filter((article) => progress.articles[article.id]?.status === 'completed').length
}
