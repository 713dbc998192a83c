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
