import { articleTexts } from '@/pages/guides/article-rules'
import { articleSchema, type Article } from '@/pages/guides/article-schema'
import { articleStats } from '@/pages/guides/article-stats'
import { allResources } from './test-i18n'

type Language = 'zh' | 'en'

/** The article ids of a section's guides as they ship ("marketing/research-seo"). */
export function guidesIn(section: string): string[] {
  return Object.keys(allResources.zh ?? {})
    .filter((namespace) => namespace.startsWith(`articles/${section}/`))
    .map((namespace) => namespace.slice('articles/'.length))
}

export function shippedArticle(language: Language, id: string): Article {
  return articleSchema.parse(allResources[language]?.[`articles/${id}`])
}

/** The guide's words without its change log, which may quote an old wording to say it was fixed. */
export function guideText(language: Language, id: string): string {
  const guide = shippedArticle(language, id)
  const logged = new Set(guide.changeLog.map((entry) => entry.text))
  return articleTexts(guide)
    .filter((piece) => !logged.has(piece))
    .join('\n')
}

/** The guides of a section with a dated source not re-read (no `checked` date). */
export function guidesWithUnreadSources(language: Language, section: string): string[] {
  return guidesIn(section).filter((id) => {
    const stats = articleStats(shippedArticle(language, id), language)
    return stats.recheckedSources < stats.datedSources
  })
}
