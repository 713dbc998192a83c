import type { Learning } from './learning-context'

/**
 * Articles the reader marked unread at their end. The end still in view is not a new reading: the
 * article completes again once its last section has left the view and come back. Times cannot
 * decide this: a click on the frame that scrolled the end into view runs before the browser
 * reports that view, so the view looks newer than the click.
 */
const endsToLeave = new Set<string>()

/** The reader's "mark as unread": reaching the end counts again once the reader has left it. */
export function leaveEndFirst(articleId: string) {
  endsToLeave.add(articleId)
}

/**
 * Watches an article's sections: each one coming into view moves the reader's place, and the last
 * one coming into view completes the article.
 */
export function trackArticle(
  articleId: string,
  sections: readonly HTMLElement[],
  learning: Learning,
): () => void {
  const last = sections.at(-1)
  if (!last || typeof IntersectionObserver === 'undefined') return () => {}
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.target === last && !entry.isIntersecting)) endsToLeave.delete(articleId)
    const reached = entries.filter((entry) => entry.isIntersecting)
    const furthestEntry = reached.sort(
      (first, second) =>
        sections.indexOf(second.target as HTMLElement) - sections.indexOf(first.target as HTMLElement),
    )[0]
    if (!furthestEntry) return
    const furthest = furthestEntry.target as HTMLElement
    // Dated when the section came into view, not when the observer reported it (a frame or more
    // later): the merge rule keeps a "mark as unread" clicked in between, as the later edit.
    const seenAt = new Date(performance.timeOrigin + furthestEntry.time)
    const scrollable = document.documentElement.scrollHeight - window.innerHeight
    const scrollRatio = scrollable > 0 ? window.scrollY / scrollable : 1
    const reachedEnd = furthest === last && !endsToLeave.has(articleId)
    learning.recordReading(
      articleId,
      { section: furthest.dataset.articleSection ?? null, scrollRatio, reachedEnd },
      seenAt,
    )
  })
  sections.forEach((section) => observer.observe(section))
  return () => observer.disconnect()
}
