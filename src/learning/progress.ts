/** What a reader has done with the guides, kept per article and per local calendar day. */
export interface ArticleProgress {
  status: 'started' | 'completed'
  /** The id of the last section the reader reached (`section-3`), to continue from. */
  lastSection: string | null
  /** How far down the article the reader has been, 0..1. */
  scrollRatio: number
  completedAt: string | null
  updatedAt: string
  /** The reader marked it unread: an account drops its completed record instead of keeping it. */
  unread?: true
}

export interface LearningProgress {
  articles: Record<string, ArticleProgress>
  /** Seconds of active reading per local day (YYYY-MM-DD). */
  days: Record<string, number>
}

export const emptyProgress: LearningProgress = { articles: {}, days: {} }

const SECONDS_PER_DAY = 86_400

/** A date in the reader's own calendar, which is where "today" and streaks live. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

interface Reading {
  section: string | null
  scrollRatio: number
  /** The last section came into view: the article has been read. */
  reachedEnd: boolean
}

/** Reading further marks an article started, or completed at its end; reading again never un-completes it. */
export function recordReading(progress: LearningProgress, articleId: string, reading: Reading, now: Date): LearningProgress {
  const previous = progress.articles[articleId]
  // Seen before the record last changed (a "mark as unread" between the scroll and its report).
  if (previous && previous.updatedAt > now.toISOString()) return progress
  const completed = previous?.status === 'completed' || reading.reachedEnd
  const next: ArticleProgress = {
    status: completed ? 'completed' : 'started',
    lastSection: reading.section ?? previous?.lastSection ?? null,
    scrollRatio: Math.max(previous?.scrollRatio ?? 0, Math.min(1, Math.max(0, reading.scrollRatio))),
    completedAt: completed ? (previous?.completedAt ?? now.toISOString()) : null,
    updatedAt: now.toISOString(),
    ...(previous?.unread && !completed ? { unread: true } : {}),
  }
  return { ...progress, articles: { ...progress.articles, [articleId]: next } }
}

/** The reader's own "mark as read" / "mark as unread": the only way back from completed. */
export function markArticle(progress: LearningProgress, articleId: string, read: boolean, now: Date): LearningProgress {
  const previous = progress.articles[articleId]
  const next: ArticleProgress = {
    status: read ? 'completed' : 'started',
    lastSection: previous?.lastSection ?? null,
    scrollRatio: read ? 1 : 0,
    completedAt: read ? now.toISOString() : null,
    updatedAt: now.toISOString(),
    ...(read ? {} : { unread: true }),
  }
  return { ...progress, articles: { ...progress.articles, [articleId]: next } }
}

export function addReadingSeconds(progress: LearningProgress, day: string, seconds: number): LearningProgress {
  if (seconds <= 0) return progress
  const total = Math.min(SECONDS_PER_DAY, (progress.days[day] ?? 0) + Math.round(seconds))
  return { ...progress, days: { ...progress.days, [day]: total } }
}

/**
 * Two records of one article: a newer "mark as unread" wins, then a completed one, else the newer.
 * A started record after an unread one keeps its mark: the unread one may not have been sent yet,
 * and without the mark the account would keep its completed record.
 */
export function laterOf(first: ArticleProgress | undefined, second: ArticleProgress | undefined): ArticleProgress | undefined {
  if (!first || !second) return first ?? second
  const [older, newer] = first.updatedAt >= second.updatedAt ? [second, first] : [first, second]
  if (newer.unread) return newer
  if (older.unread && newer.status === 'started') return { ...newer, unread: true }
  const firstDone = first.status === 'completed'
  if (firstDone !== (second.status === 'completed')) return firstDone ? first : second
  return newer
}

/** One reader's progress from two places (this browser, the account), merged record by record. */
export function mergeArticles(
  first: Record<string, ArticleProgress>,
  second: Record<string, ArticleProgress>,
): Record<string, ArticleProgress> {
  const merged = { ...first }
  for (const [id, record] of Object.entries(second)) merged[id] = laterOf(first[id], record) ?? record
  return merged
}
