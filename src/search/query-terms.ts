import { fold } from './normalize'
import type { QueryTerm } from './matcher'

/**
 * A glossary's pairs: a term's names in Chinese and in English (aliases included). A query term
 * equal to any of them is also searched as every other.
 */
export type SynonymPair = readonly [readonly string[], readonly string[]]

// Folded once per glossary, not for every term of every key press (it was a tenth of a key press's script).
const synonymIndexes = new WeakMap<readonly SynonymPair[], Map<string, Set<string>>>()
function synonymIndex(pairs: readonly SynonymPair[]) {
  let index = synonymIndexes.get(pairs)
  if (index) return index
  index = new Map()
  for (const [zh, en] of pairs) {
    const names = [...zh, ...en].map(fold)
    for (const name of names) {
      const others = index.get(name) ?? new Set()
      for (const other of names) if (other !== name) others.add(other)
      index.set(name, others)
    }
  }
  synonymIndexes.set(pairs, index)
  return index
}

export function synonymsOf(term: QueryTerm, pairs: readonly SynonymPair[]): string[] {
  return [...(synonymIndex(pairs).get(term.text) ?? [])]
}

const han = /\p{Script=Han}/u

/** Whether folding traditional characters could change the query: it holds a Chinese character. */
export const needsTraditionalMap = (terms: readonly QueryTerm[]) => terms.some((term) => han.test(term.text))

const maps = new WeakMap<object, Map<string, string>>()

/**
 * The terms with traditional characters folded to simplified ("公眾號" → "公众号") by the pairs the
 * build wrote (see build/src/search-index/traditional-map.ts); a term folding to one already there
 * is dropped.
 */
export function simplified(terms: readonly QueryTerm[], pairs: { pairs: string }): QueryTerm[] {
  let map = maps.get(pairs)
  if (!map) {
    const chars = [...pairs.pairs]
    map = new Map()
    for (let index = 0; index + 1 < chars.length; index += 2) map.set(chars[index], chars[index + 1])
    maps.set(pairs, map)
  }
  const folded = new Map<string, QueryTerm>()
  for (const term of terms) {
    const text = [...term.text].map((char) => map.get(char) ?? char).join('')
    if (!folded.has(text)) folded.set(text, { ...term, text })
  }
  return [...folded.values()]
}
