import type { Article } from '../schema/article-schema'

export type GuideLanguage = 'zh' | 'en'

/** A published guide with both language versions, as its article files hold them. */
export interface GuideArticles {
  id: string
  section: string
  /** The route path, without a language prefix: /marketing/research/seo. */
  path: string
  articles: Record<GuideLanguage, Article>
}
