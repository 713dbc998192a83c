import type { RoutePath, SectionId } from '@/routes/route-table'
import type { ArticleProgress, LearningProgress } from './progress'
import { countCompleted } from './completed-count'
import { localDay } from './progress'

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
  /** Minutes of active reading for each of the last `days` local days, oldest first. */
  minutesPerDay: { day: string; minutes: number }[]
  /** Consecutive days, up to today, with at least 5 minutes; today may still be on its way. */
  streak: number
}

const STREAK_SECONDS = 5 * 60

function daysBefore(today: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(today)
    date.setDate(today.getDate() - (count - 1 - index))
    return localDay(date)
  })
}

export function summarise(progress: LearningProgress, articles: readonly ArticleRef[], today: Date, days = 30): LearningSummary {
  const isDone = (article: ArticleRef) => progress.articles[article.id]?.status === 'completed'
  const sectionNames = [...new Set(articles.map((article) => article.section))]
  const started = articles
    .map((article) => ({ ...article, progress: progress.articles[article.id] }))
    .filter((entry): entry is ArticleRef & { progress: ArticleProgress } => entry.progress?.status === 'started')
    .sort((first, second) => second.progress.updatedAt.localeCompare(first.progress.updatedAt))
  const calendar = daysBefore(today, 400)
  let streak = 0
  for (let index = calendar.length - 1; index >= 0; index--) {
    const enough = (progress.days[calendar[index]] ?? 0) >= STREAK_SECONDS
    if (enough) streak++
    else if (index !== calendar.length - 1) break
  }
  return {
    completed: countCompleted(progress, articles),
    total: articles.length,
    sections: sectionNames.map((section) => {
      const inSection = articles.filter((article) => article.section === section)
      return { section, completed: inSection.filter(isDone).length, total: inSection.length }
    }),
    continueReading: started[0],
    minutesPerDay: calendar.slice(-days).map((day) => ({ day, minutes: Math.floor((progress.days[day] ?? 0) / 60) })),
    streak,
  }
}
