import { recordReading } from './progress'
import { updateProgress } from './progress-store'

/**
 * Watches an article's sections: each one coming into view moves the reader's place, and the last
 * one coming into view completes the article.
 */
export function trackArticle(articleId: string, sections: readonly HTMLElement[]): () => void {
  const last = sections.at(-1)
  if (!last || typeof IntersectionObserver === 'undefined') return () => {}
  const observer = new IntersectionObserver((entries) => {
    const reached = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLElement)
    const furthest = reached.sort((first, second) => sections.indexOf(second) - sections.indexOf(first))[0]
    if (!furthest) return
    const scrollable = document.documentElement.scrollHeight - window.innerHeight
    const scrollRatio = scrollable > 0 ? window.scrollY / scrollable : 1
    updateProgress((progress) =>
      recordReading(progress, articleId, { section: furthest.dataset.articleSection ?? null, scrollRatio, reachedEnd: furthest === last }, new Date()),
    )
  })
  sections.forEach((section) => observer.observe(section))
  return () => observer.disconnect()
}
