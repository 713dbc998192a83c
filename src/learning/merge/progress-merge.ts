/**
 * One guide's progress as the account stores it (a row of reading_progress). Every time is the
 * client's time of the edit, so two devices' edits can be ordered whichever arrives first.
 */
export interface ProgressRow {
  article_id: string
  status: 'started' | 'completed'
  last_section: string | null
  scroll_ratio: number
  /** When the reader last completed the guide (reached its end, or "mark as read"). */
  completed_at: string | null
  /** When the reader last said "mark as unread": a completion from before it no longer counts. */
  unread_at: string | null
  /** A tombstone: edits from before it are gone. */
  deleted_at: string | null
  /** The time of the latest edit the row holds. */
  updated_at: string
}

/** One browser's seconds of reading on one local day (a row of reading_time). */
export interface TimeRow {
  day: string
  client_id: string
  seconds: number
  updated_at: string
}

const time = (iso: string | null) => (iso === null ? null : Date.parse(iso))
const later = (first: string | null, second: string | null) => {
  if (first === null || second === null) return first ?? second
  return Date.parse(second) > Date.parse(first) ? second : first
}
/** `earlier` is at or before `than`: an edit a mark or tombstone from `than` overrides. */
const atOrBefore = (earlier: string | null, than: string | null) =>
  earlier !== null && than !== null && (time(earlier) as number) <= (time(than) as number)

/**
 * THE merge rule of a guide's progress; supabase/migrations/…_learning_merge.sql enforces the same
 * in the database's trigger, and merge-cases.ts runs one table of cases against both.
 *
 * - The place in the guide (section, scroll) is the later edit's; a tie goes to the later arrival.
 * - Completion and "mark as unread" are each the latest of their kind, and the guide is completed
 *   only when its latest completion is after its latest unread mark: a completion stays until the
 *   reader marks it unread, and a completion older than that mark (a device that was offline) does
 *   not bring it back.
 * - A tombstone (`deleted_at`) wins over every edit at or before it.
 * - Nothing edited at or before the learner's `cleared_at` ("delete my learning data") is taken:
 *   the answer is then what was stored (null when nothing was).
 *
 * `stored` is what is kept so far, `incoming` the edit arriving now.
 */
export function mergeProgress(
  stored: ProgressRow | null,
  incoming: ProgressRow,
  clearedAt: string | null = null,
): ProgressRow | null {
  if (atOrBefore(incoming.updated_at, clearedAt)) return stored
  const base = stored ?? incoming
  const incomingPlace =
    !stored || (time(incoming.updated_at) as number) >= (time(stored.updated_at) as number)
  const place = incomingPlace ? incoming : base
  const deletedAt = later(stored?.deleted_at ?? null, incoming.deleted_at)
  const unreadAt = atOrBefore(later(stored?.unread_at ?? null, incoming.unread_at), deletedAt)
    ? null
    : later(stored?.unread_at ?? null, incoming.unread_at)
  let completedAt = later(stored?.completed_at ?? null, incoming.completed_at)
  if (atOrBefore(completedAt, unreadAt) || atOrBefore(completedAt, deletedAt)) completedAt = null
  const updatedAt = later(base.updated_at, incoming.updated_at) as string
  const placeGone = atOrBefore(place.updated_at, deletedAt)
  return {
    article_id: incoming.article_id,
    status: completedAt === null ? 'started' : 'completed',
    last_section: placeGone ? null : place.last_section,
    scroll_ratio: placeGone ? 0 : place.scroll_ratio,
    completed_at: completedAt,
    unread_at: unreadAt,
    deleted_at: deletedAt,
    updated_at: updatedAt,
  }
}

/** A record the tombstone has emptied: nothing of it was edited after its deletion. */
export const isDeleted = (row: ProgressRow) => atOrBefore(row.updated_at, row.deleted_at)

/**
 * A browser's reading time on a day: it writes its own absolute total, so the later edit wins (a
 * tie goes to the later arrival); nothing edited at or before `cleared_at` is taken.
 */
export function mergeTime(
  stored: TimeRow | null,
  incoming: TimeRow,
  clearedAt: string | null = null,
): TimeRow | null {
  if (atOrBefore(incoming.updated_at, clearedAt)) return stored
  if (stored && (time(stored.updated_at) as number) > (time(incoming.updated_at) as number)) return stored
  return incoming
}
