import type { IndexedPage, IndexedPart } from '../../../src/search/index-format'
import { fieldSchema, proseOf, type SchemaLike } from './prose-of'

type Json = Record<string, unknown>

const join = (texts: string[]) => texts.join('\n')

interface PageInfo {
  path: string
  title: string
  section: string | null
}

/**
 * An article: its intro, one part per section (heading, anchor `section-N` as the article page
 * renders it, and every prose field of the section and its blocks) and its resources.
 */
export function articleEntry(
  page: PageInfo,
  article: Json,
  schema: SchemaLike,
  resourcesHeading: string,
): IndexedPage {
  const section = fieldSchema(schema, 'sections', '[]')
  const sections = article.sections as Json[]
  const parts: IndexedPart[] = [
    { text: proseOf(fieldSchema(schema, 'intro'), article.intro).join('') },
    ...sections.map((value) => {
      const { heading, id, ...rest } = value
      return { heading: String(heading), anchor: String(id), text: join(proseOf(section, rest)) }
    }),
    {
      heading: resourcesHeading,
      anchor: 'article-resources',
      text: join(proseOf(fieldSchema(schema, 'resources'), article.resources)),
    },
  ]
  return { ...page, parts }
}

// Keys that name things for the code (ids, icons, links) rather than hold words for the reader.
const codeKeys = new Set(['id', 'icon', 'href', 'url', 'path', 'guide'])

function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    // Templates ("第 {{number}} 步") are interface labels; addresses are not words.
    if (!value.includes('{{') && !/^https?:\/\//.test(value)) out.push(value)
  } else if (Array.isArray(value)) {
    for (const item of value) stringsOf(item, out)
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!codeKeys.has(key)) stringsOf(item, out)
  }
  return out
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * A section, home or Dify page from its namespace: every part with a `title` becomes a part of the
 * entry (its anchor when the rendered page has an element with that id), the rest is the intro.
 */
export function namespaceEntry(
  page: PageInfo,
  content: Json,
  hasAnchor: (id: string) => boolean,
): IndexedPage {
  const intro: string[] = []
  const parts: IndexedPart[] = []
  for (const [key, value] of Object.entries(content)) {
    const titled =
      value && typeof value === 'object' && !Array.isArray(value) && typeof (value as Json).title === 'string'
    if (!titled || key === 'hero') {
      stringsOf(value, intro)
      continue
    }
    const { title, ...rest } = value as Json
    const anchor = kebab(key)
    parts.push({
      heading: String(title),
      ...(hasAnchor(anchor) ? { anchor } : {}),
      text: join(stringsOf(rest)),
    })
  }
  return { ...page, parts: [{ text: join(intro) }, ...parts] }
}
