import { useEffect, type RefObject } from 'react'
import { trackArticle } from './article-tracker'
import { useLearning } from './learning-context'
import { startReadingClock } from './reading-clock'

/** After hydration, follows the reader through the article's sections and counts the time spent reading. */
export function useArticleTracking(
  articleId: string,
  article: RefObject<HTMLElement | null>,
  ready: boolean,
) {
  const learning = useLearning()
  useEffect(() => {
    if (!ready || !learning) return
    const sections = [
      ...(article.current?.querySelectorAll<HTMLElement>('section[data-article-section]') ?? []),
    ]
    const stopTracking = trackArticle(articleId, sections, learning)
    const stopClock = startReadingClock(learning)
    return () => {
      stopTracking()
      stopClock()
    }
  }, [articleId, article, ready, learning])
}
