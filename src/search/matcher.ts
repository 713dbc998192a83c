import { fold } from './normalize'
import { wordChar } from './tokens'

/** A query term, folded; `wordStart` terms match only where a word begins ("localiz" in "localization"). */
export interface QueryTerm {
  text: string
  wordStart: boolean
}

// Quotes, brackets and trailing commas around a term; "+" and "#" stay (C++, C#).
const edgePunctuation = /^[^\p{L}\p{N}+#]+|[^\p{L}\p{N}+#]+$/gu

const maxQueryLength = 200
const maxTerms = 8

/** Space-separated terms, ANDed: folded, trimmed of surrounding punctuation, without repeats. */
export function parseQuery(query: string): QueryTerm[] {
  const words = fold(query.slice(0, maxQueryLength)).split(/\s+/u)
  const terms = new Map<string, QueryTerm>()
  for (const word of words) {
    const text = word.replace(edgePunctuation, '')
    if (!text || terms.has(text)) continue
    terms.set(text, { text, wordStart: wordChar.test(text[0]) })
    if (terms.size === maxTerms) break
  }
  return [...terms.values()]
}

function startsWord(text: string, index: number): boolean {
  return index === 0 || !wordChar.test(text[index - 1])
}

/** Offsets in `folded` where the term occurs, at most `limit` of them. */
export function findOccurrences(folded: string, term: QueryTerm, limit = 50): number[] {
  const found: number[] = []
  let from = folded.indexOf(term.text)
  while (from !== -1 && found.length < limit) {
    if (!term.wordStart || startsWord(folded, from)) found.push(from)
    from = folded.indexOf(term.text, from + 1)
  }
  return found
}

export function contains(folded: string, term: QueryTerm): boolean {
  return findOccurrences(folded, term, 1).length > 0
}
