import { useEffect, type RefObject } from 'react'
import { trackArticle } from './article-tracker'
import { startReadingClock } from './reading-clock'

/** After hydration, follows the reader through the article's sections and counts the time spent reading. */
export function useArticleTracking(articleId: string, article: RefObject<HTMLElement | null>, ready: boolean) {
  useEffect(() => {
    if (!ready) return
    const sections = [...(article.current?.querySelectorAll<HTMLElement>('section[data-article-section]') ?? [])]
    const stopTracking = trackArticle(articleId, sections)
    const stopClock = startReadingClock()
    return () => {
      stopTracking()
      stopClock()
    }
  }, [articleId, article, ready])
}
