import { contains, findOccurrences, parseQuery, type QueryTerm } from './matcher'
import type { PreparedPage } from './prepared-index'

export interface SearchHit {
  entry: PreparedPage
  score: number
  /** The part the result leads to: the one with the most matched terms in its heading, then in its text. */
  partIndex: number
  terms: QueryTerm[]
}

// A term in the title outweighs any number in headings, a term in a heading any number of
// occurrences in the text; occurrences only order pages that tie on the fields above.
const titleWeight = 1_000_000
const headingWeight = 1_000
const maxCountedOccurrences = 999

interface PartScore {
  headingTerms: Set<string>
  terms: Set<string>
  occurrences: number
}

function scorePart(part: PreparedPage['parts'][number], terms: QueryTerm[]): PartScore {
  const score: PartScore = { headingTerms: new Set(), terms: new Set(), occurrences: 0 }
  for (const term of terms) {
    const inHeading = part.heading ? findOccurrences(part.heading.folded, term).length : 0
    const inText = findOccurrences(part.text.folded, term).length
    if (inHeading) score.headingTerms.add(term.text)
    if (inHeading || inText) score.terms.add(term.text)
    score.occurrences += inHeading + inText
  }
  return score
}

function scorePage(entry: PreparedPage, terms: QueryTerm[]): SearchHit | null {
  const titleTerms = terms.filter((term) => contains(entry.title.folded, term))
  const matched = new Set(titleTerms.map((term) => term.text))
  const headingTerms = new Set<string>()
  let occurrences = titleTerms.reduce(
    (sum, term) => sum + findOccurrences(entry.title.folded, term).length,
    0,
  )
  let partIndex = 0
  let best = -1
  entry.parts.forEach((part, index) => {
    const score = scorePart(part, terms)
    score.terms.forEach((term) => matched.add(term))
    score.headingTerms.forEach((term) => headingTerms.add(term))
    occurrences += score.occurrences
    const partRank =
      score.headingTerms.size * headingWeight + score.terms.size * 100 + Math.min(score.occurrences, 99)
    if (partRank > best && score.terms.size > 0) {
      best = partRank
      partIndex = index
    }
  })
  if (matched.size < terms.length) return null
  const score =
    titleTerms.length * titleWeight +
    headingTerms.size * headingWeight +
    Math.min(occurrences, maxCountedOccurrences)
  return { entry, score, partIndex, terms }
}

/** Every page that holds all of the query's terms, best first; ties keep the index's (route table) order. */
export function searchPages(pages: readonly PreparedPage[], query: string): SearchHit[] {
  const terms = parseQuery(query)
  if (terms.length === 0) return []
  const hits: SearchHit[] = []
  for (const entry of pages) {
    const hit = scorePage(entry, terms)
    if (hit) hits.push(hit)
  }
  // Array.prototype.sort is stable, so equal scores stay in index order.
  return hits.sort((a, b) => b.score - a.score)
}
