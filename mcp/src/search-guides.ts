import { folded, guideParts } from './guide-text.ts'
import type { GuideLibrary, Language } from './guide-library.ts'

export interface GuideHit {
  id: string
  title: string
  url: string
  section: { id: string; heading: string; url: string }
  excerpt: string
  score: number
}

/** A query's terms: words split at spaces and punctuation; a Chinese run stays whole, matched as a substring. */
export const queryTerms = (query: string) =>
  folded(query)
    .split(/[\s\p{P}]+/u)
    .filter((term) => term.length > 0)

const countOf = (text: string, term: string) => {
  let count = 0
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + term.length)) count += 1
  return count
}

/** The sentence around the first match, trimmed to about 200 characters. */
function excerptAround(text: string, term: string): string {
  const flat = text.replace(/\s+/g, ' ')
  const at = Math.max(0, folded(flat).indexOf(term))
  const start = Math.max(0, at - 80)
  return `${start > 0 ? '…' : ''}${flat.slice(start, start + 200).trim()}${start + 200 < flat.length ? '…' : ''}`
}

/**
 * The guides' sections that hold every term of the query, best first: a term in the guide's title
 * counts most, then in the section's heading, then each time it occurs in the section's words.
 * Plain matching, not the site's search (which lives in the site and ranks across languages).
 */
export function searchGuides(
  library: GuideLibrary,
  query: string,
  language: Language,
  limit = 5,
): GuideHit[] {
  const terms = queryTerms(query)
  if (terms.length === 0) return []
  const hits: GuideHit[] = []
  for (const guide of library.guides) {
    const article = guide.articles[language]
    const title = folded(article.title)
    for (const part of guideParts(article)) {
      const heading = folded(part.heading)
      const text = folded(part.text)
      if (!terms.every((term) => title.includes(term) || text.includes(term))) continue
      const score = terms.reduce(
        (sum, term) =>
          sum +
          (title.includes(term) ? 10 : 0) +
          (heading.includes(term) ? 5 : 0) +
          Math.min(countOf(text, term), 10),
        0,
      )
      const url = library.pageUrl(guide, language)
      hits.push({
        id: guide.id,
        title: article.title,
        url,
        section: { id: part.sectionId, heading: part.heading, url: `${url}#${part.sectionId}` },
        excerpt: excerptAround(part.text, terms.find((term) => text.includes(term)) ?? terms[0]!),
        score,
      })
    }
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, limit)
}
