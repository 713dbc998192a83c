import type { Article } from '../schema/article-schema'
import { markKey } from './mark-key.ts'

/** Fields that hold no prose: addresses, dates, ids, code and the names of types. */
const notProse = new Set([
  'url',
  'code',
  'example',
  'language',
  'type',
  'tone',
  'id',
  'guide',
  'kind',
  'date',
  'asOf',
  'checked',
  'lastReviewed',
  'how',
  'on',
  'with',
])

/** Every piece of prose in an article, wherever it sits: what "the guides that use a term" searches. */
export function proseTexts(value: unknown, key = ''): string[] {
  if (notProse.has(key)) return []
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap((item) => proseTexts(item))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => proseTexts(item, name))
  return []
}

/**
 * The texts a guide marks terms in, in reading order, each with the key the page finds it by: a
 * section's paragraphs ("2.p0") and then its list items ("2.l0"), as ArticleSectionView draws them.
 */
export function markedTexts(article: Pick<Article, 'sections'>): { key: string; text: string }[] {
  return article.sections.flatMap((section, index) => [
    ...section.paragraphs.map((text, item) => ({ key: markKey(index, 'p', item), text })),
    ...(section.list ?? []).map((text, item) => ({ key: markKey(index, 'l', item), text })),
  ])
}
