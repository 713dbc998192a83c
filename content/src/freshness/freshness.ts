import { isOlderThan, newest } from './calendar'
import { sourcedParts, type DatedArticle } from './sourced-parts'

/** A guide whose newest check is older than this, at build time, says so at its top. */
export const STALE_GUIDE_MONTHS = 12
/** Editors re-read a source older than this (npm run content:status). */
export const RECHECK_MONTHS = 6

/**
 * The day a guide's sources were last read: the newest `checked` date of its facts, cases and
 * figures. A guide none of whose sources has been read yet counts from its last review.
 */
export function newestCheck(article: DatedArticle): { date: string; fromSources: boolean } {
  const checked = newest(sourcedParts(article).map((part) => part.checked))
  return checked ? { date: checked, fromSources: true } : { date: article.lastReviewed, fromSources: false }
}

/** Whether the page built on `buildDate` warns that its guide was last checked long ago. */
export function isStale(lastChecked: string, buildDate: string): boolean {
  return isOlderThan(lastChecked, STALE_GUIDE_MONTHS, buildDate)
}
