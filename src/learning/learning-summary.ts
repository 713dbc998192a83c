import { newestFirst } from '@/lib/newest-first'
import type { RoutePath, SectionId } from '@/routes/route-table'
import type { ArticleProgress, LearningProgress } from './progress'
import { countCompleted } from './completed-count'

export interface ArticleRef {
  id: string
  path: RoutePath
  section: SectionId
}

export interface LearningSummary {
  completed: number
  total: number
  sections: { section: SectionId; completed: number; total: number }[]
  /** The article started most recently and not finished, to pick up again. */
  continueReading?: ArticleRef & { progress: ArticleProgress }
}

export function summarise(progress: LearningProgress, articles: readonly ArticleRef[]): LearningSummary {
  const isDone = (article: ArticleRef) => progress.articles[article.id]?.status === 'completed'
  const sectionNames = [...new Set(articles.map((article) => article.section))]
  const started = articles
    .map((article) => ({ ...article, progress: progress.articles[article.id] }))
    .filter(
      (entry): entry is ArticleRef & { progress: ArticleProgress } => entry.progress?.status === 'started',
    )
    .sort((first, second) => newestFirst(first.progress.updatedAt, second.progress.updatedAt))
  return {
    completed: countCompleted(progress, articles),
    total: articles.length,
    sections: sectionNames.map((section) => {
      const inSection = articles.filter((article) => article.section === section)
      return { section, completed: inSection.filter(isDone).length, total: inSection.length }
    }),
    continueReading: started[0],
  }
}
