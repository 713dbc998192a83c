import type { ProgressRow } from '../merge/progress-merge'

interface Reading {
  section: string | null
  scrollRatio: number
  /** The last section came into view: the article has been read. */
  reachedEnd: boolean
}

const untouched = (articleId: string, at: string): ProgressRow => ({
  article_id: articleId,
  status: 'started',
  last_section: null,
  scroll_ratio: 0,
  completed_at: null,
  unread_at: null,
  deleted_at: null,
  updated_at: at,
})

/**
 * A view of a guide's sections, as an edit for the merge rule: the place reached, and a completion
 * when the end came into view. Dated when the reader saw it, so a "mark as unread" made between the
 * view and its report stays (the rule drops a completion older than the mark).
 */
export function readingEdit(
  previous: ProgressRow | undefined,
  articleId: string,
  reading: Reading,
  at: Date,
): ProgressRow {
  const time = at.toISOString()
  return {
    ...untouched(articleId, time),
    last_section: reading.section ?? previous?.last_section ?? null,
    scroll_ratio: Math.max(previous?.scroll_ratio ?? 0, Math.min(1, Math.max(0, reading.scrollRatio))),
    completed_at: reading.reachedEnd ? time : null,
  }
}

/** The reader's own "mark as read" / "mark as unread". */
export function markEdit(
  previous: ProgressRow | undefined,
  articleId: string,
  read: boolean,
  at: Date,
): ProgressRow {
  const time = at.toISOString()
  return {
    ...untouched(articleId, time),
    last_section: previous?.last_section ?? null,
    scroll_ratio: read ? 1 : 0,
    completed_at: read ? time : null,
    unread_at: read ? null : time,
  }
}
