import { articleSchema, type Article } from '@super-individual/content'
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
