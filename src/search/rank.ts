import { titleField } from './index-format'
import type { QueryTerm } from './matcher'
import type { TermMatch } from './term-counts'

export interface SearchHit {
  /** The page's number in the manifest, and its path. */
  page: number
  path: string
  score: number
  /** The part the result leads to: the one with the most matched terms in its heading, then in its text. */
  partIndex: number
  terms: QueryTerm[]
  /** Found only through a typo for one of the terms: ranked below every page found as typed. */
  fuzzy: boolean
  /** Found, for one of the terms, only through another of its glossary names (and no typo). */
  synonym: boolean
  /** Pinyin matches by field, as [offset, characters], and the words typos matched: highlighted too. */
  spans: Map<number, [number, number][]>
  words: string[]
}

// A term in the title outweighs any number in headings, a term in a heading any number of
// occurrences in the text; occurrences only order pages that tie on the fields above. A page that
// holds a term only as another of its glossary names falls below those that hold every term as
// typed (a synonym in a title must not beat the query's own words in a heading), and a page found
// only through a typo below all of them.
const fuzzyPenalty = 100_000_000
const synonymPenalty = 10_000_000
const titleWeight = 1_000_000
const headingWeight = 1_000
const maxCountedOccurrences = 999
// Occurrences counted per field, as many as the highlighter looks for.
const maxPerField = 50

interface PartScore {
  headingTerms: Set<string>
  terms: Set<string>
  occurrences: number
}

function scorePage(page: number, path: string, terms: QueryTerm[], matches: TermMatch[]): SearchHit {
  const titleTerms = new Set<string>()
  const headingTerms = new Set<string>()
  const parts = new Map<number, PartScore>()
  let occurrences = 0
  terms.forEach((term, index) => {
    for (const [field, found] of matches[index].counts.get(page) ?? []) {
      const count = Math.min(found, maxPerField)
      occurrences += count
      if (field === titleField) {
        titleTerms.add(term.text)
        continue
      }
      const part = (field - 1) >> 1
      const score = parts.get(part) ?? { headingTerms: new Set(), terms: new Set(), occurrences: 0 }
      parts.set(part, score)
      if (field % 2 === 1) {
        score.headingTerms.add(term.text)
        headingTerms.add(term.text)
      }
      score.terms.add(term.text)
      score.occurrences += count
    }
  })
  let partIndex = 0
  let best = -1
  for (const [part, score] of [...parts].sort((a, b) => a[0] - b[0])) {
    const partRank =
      score.headingTerms.size * headingWeight + score.terms.size * 100 + Math.min(score.occurrences, 99)
    if (partRank > best) {
      best = partRank
      partIndex = part
    }
  }
  const fuzzy = matches.some((match) => !match.exact.has(page))
  const synonym = !fuzzy && matches.some((match) => !match.typed.has(page))
  const score =
    titleTerms.size * titleWeight +
    headingTerms.size * headingWeight +
    Math.min(occurrences, maxCountedOccurrences) -
    (fuzzy ? fuzzyPenalty : synonym ? synonymPenalty : 0)
  const spans = new Map<number, [number, number][]>()
  for (const match of matches)
    for (const [field, found] of match.spans.get(page) ?? [])
      spans.set(field, [...(spans.get(field) ?? []), ...found])
  const words = matches.flatMap((match) => [...match.words])
  return { page, path, score, partIndex, terms, fuzzy, synonym, spans, words }
}

/**
 * Every page that holds all of the query's terms, best first; ties keep the manifest's (route
 * table) order. `matches` holds where each term occurs, in the order of `terms`.
 */
export function rankPages(paths: readonly string[], terms: QueryTerm[], matches: TermMatch[]): SearchHit[] {
  if (terms.length === 0) return []
  const counts = matches.map((match) => match.counts)
  const [fewest] = [...counts].sort((a, b) => a.size - b.size)
  const pages = [...fewest.keys()]
    .filter((page) => counts.every((found) => found.has(page)))
    .sort((a, b) => a - b)
  const hits = pages.map((page) => scorePage(page, paths[page], terms, matches))
  // Array.prototype.sort is stable, so equal scores stay in manifest order.
  return hits.sort((a, b) => b.score - a.score)
}
