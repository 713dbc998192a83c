/** The days that decide which of a guide's changes a returning reader is told of. */
export interface ReaderDays {
  /** When the reader completed the guide, or null. */
  completedAt: string | null
  /** When the reader last bookmarked the guide or one of its sections, or null. */
  bookmarkedAt: string | null
  /** When the reader last dismissed the guide's notice of changes, or null. */
  dismissedAt: string | null
}

const dayOf = (time: string | null) => (time ? time.slice(0, 10) : null)

/**
 * The day up to which the reader has seen the guide's changes: the later of the days they completed
 * or bookmarked it and the day they last dismissed its notice; null for a reader who neither
 * completed nor bookmarked it, who is told nothing.
 */
export function seenDay({ completedAt, bookmarkedAt, dismissedAt }: ReaderDays): string | null {
  const read = [dayOf(completedAt), dayOf(bookmarkedAt)]
    .filter((day) => day !== null)
    .sort()
    .at(-1)
  return read ? [read, dayOf(dismissedAt) ?? ''].sort().at(-1)! : null
}

/**
 * The places in the change log of the `reader` entries dated after the day the reader completed or
 * bookmarked the guide (the later of the two) and after the day they last dismissed the notice.
 * Editorial entries never count; a reader who neither completed nor bookmarked is told nothing.
 */
export function updatesSince(
  changeLog: readonly { date: string; kind: string }[],
  days: ReaderDays,
): number[] {
  const seen = seenDay(days)
  if (!seen) return []
  return changeLog.flatMap((entry, index) => (entry.kind === 'reader' && entry.date > seen ? [index] : []))
}
