/** What a reader has done with a guide, as the pages show it. */
export interface ArticleProgress {
  status: 'started' | 'completed'
  /** The id of the last section the reader reached (`section-3`), to continue from. */
  lastSection: string | null
  /** How far down the article the reader has been, 0..1. */
  scrollRatio: number
  completedAt: string | null
  updatedAt: string
}

export interface LearningProgress {
  articles: Record<string, ArticleProgress>
  /** Seconds of active reading per local day (YYYY-MM-DD). */
  days: Record<string, number>
}

export const emptyProgress: LearningProgress = { articles: {}, days: {} }

/** A date in the reader's own calendar, which is where "today" and streaks live. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const sameRecords = <Value>(
  first: Record<string, Value>,
  second: Record<string, Value>,
  same: (a: Value, b: Value) => boolean,
) => {
  const keys = Object.keys(first)
  return (
    keys.length === Object.keys(second).length &&
    keys.every((key) => key in second && same(first[key]!, second[key]!))
  )
}

const sameArticle = (first: ArticleProgress, second: ArticleProgress) =>
  first.status === second.status &&
  first.lastSection === second.lastSection &&
  first.scrollRatio === second.scrollRatio &&
  first.completedAt === second.completedAt &&
  first.updatedAt === second.updatedAt

/**
 * `next`, with the parts that show the same as `previous` kept as they were: the pages' links
 * re-render when the articles change, not when the store opens empty or a reading minute is counted.
 */
export function keepUnchanged(previous: LearningProgress, next: LearningProgress): LearningProgress {
  const articles = sameRecords(previous.articles, next.articles, sameArticle)
    ? previous.articles
    : next.articles
  const days = sameRecords(previous.days, next.days, Object.is) ? previous.days : next.days
  return articles === previous.articles && days === previous.days ? previous : { articles, days }
}
