import type { Article } from '@super-individual/content'

/** A part of a guide as the search reads it: its section, its heading, all of its words. */
export interface GuidePart {
  sectionId: string
  heading: string
  text: string
}

// Keys whose values are addresses, ids or settings rather than words a reader reads.
const notWords = new Set(['id', 'url', 'kind', 'type', 'language', 'asOf', 'checked', 'file', 'primary'])

function wordsOf(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value)
  else if (Array.isArray(value)) for (const item of value) wordsOf(item, into)
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (!notWords.has(key)) wordsOf(item, into)
}

/** Each section of an article as one run of text, its heading first. */
export function guideParts(article: Article): GuidePart[] {
  return article.sections.map((section) => {
    const words: string[] = []
    wordsOf(section, words)
    return { sectionId: section.id, heading: section.heading, text: words.join('\n') }
  })
}

/** NFKC and lower case: full-width letters and digits match their ASCII forms, as in the site's search. */
export const folded = (text: string) => text.normalize('NFKC').toLowerCase()
