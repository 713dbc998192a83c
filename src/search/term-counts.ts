import { editDistance } from './edit-distance'
import type { SearchShard } from './index-format'
import { wordChar } from './tokens'
import type { Piece, Variant } from './variants'

/** How many times a term occurs in each field of each page: page, then field (see index-format.ts), then count. */
export type TermCounts = Map<number, Map<number, number>>

/** Where a term was found, from its variants. */
export interface TermMatch {
  counts: TermCounts
  /** Pages where it occurs other than as a typo: they rank above those found only through one. */
  exact: Set<number>
  /** Pages where it occurs as typed or as pinyin, not only as a glossary name: they rank above the others. */
  typed: Set<number>
  /** Pinyin matches by page and field, as [offset, characters], for the highlighter. */
  spans: Map<number, Map<number, [number, number][]>>
  /** The words a typo matched ("vercel" for "vercell") and the glossary names that did, for the highlighter. */
  words: Set<string>
}

type Visit = (page: number, field: number, count: number, postings: number[], from: number) => void

function visitToken(shard: SearchShard, token: string, visit: Visit) {
  const postings = shard[token]
  for (let at = 0; at < postings.length; at += 3 + postings[at + 2])
    visit(postings[at], postings[at + 1], postings[at + 2], postings, at + 3)
}

/** Every posting of the tokens a piece matches: its token, or every token it starts when a prefix. */
function postingsOf(piece: Piece, shardOf: (key: string) => SearchShard) {
  return (visit: Visit) => {
    for (const shard of piece.keys.map(shardOf)) {
      if (!piece.prefix) {
        if (Object.hasOwn(shard, piece.token)) visitToken(shard, piece.token, visit)
        continue
      }
      for (const token of Object.keys(shard))
        if (token.startsWith(piece.token)) visitToken(shard, token, visit)
    }
  }
}

function add(counts: TermCounts, page: number, field: number, count: number) {
  let fields = counts.get(page)
  if (!fields) counts.set(page, (fields = new Map()))
  fields.set(field, (fields.get(field) ?? 0) + count)
}

const fieldKey = (page: number, field: number) => `${page}:${field}`

/** A piece's offsets per field, sorted, for the pieces after a term's first. */
function offsetsOf(postings: ReturnType<typeof postingsOf>): Map<string, number[]> {
  const offsets = new Map<string, number[]>()
  postings((page, field, count, list, from) => {
    const key = fieldKey(page, field)
    const found = offsets.get(key) ?? []
    let at = 0
    for (let index = 0; index < count; index += 1) found.push((at += list[from + index]))
    offsets.set(key, found)
  })
  for (const found of offsets.values()) found.sort((a, b) => a - b)
  return offsets
}

function has(sorted: number[] | undefined, value: number): boolean {
  if (!sorted) return false
  let low = 0
  let high = sorted.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    if (sorted[middle] === value) return true
    if (sorted[middle] < value) low = middle + 1
    else high = middle - 1
  }
  return false
}

// Highlighting needs a few per field, not every one.
const maxSpans = 20

/**
 * Counts where the pieces follow one another (each at its offset from the first); with `spans`,
 * records where, as [offset, length].
 */
function countPieces(
  pieces: Piece[],
  shardOf: (key: string) => SearchShard,
  onField: (page: number, field: number, found: number[]) => void,
) {
  const [first, ...rest] = pieces
  const following = rest.map((piece) => ({
    offset: piece.offset,
    offsets: offsetsOf(postingsOf(piece, shardOf)),
  }))
  postingsOf(
    first,
    shardOf,
  )((page, field, count, list, from) => {
    const key = fieldKey(page, field)
    let at = 0
    const found: number[] = []
    for (let index = 0; index < count; index += 1) {
      at += list[from + index]
      if (following.every(({ offset, offsets }) => has(offsets.get(key), at + offset))) found.push(at)
    }
    if (found.length > 0) onField(page, field, found)
  })
}

function wordsWithin(variant: Extract<Variant, { kind: 'typo' }>, shards: SearchShard[]): string[] {
  const { word, maxEdits } = variant
  const found: string[] = []
  for (const shard of shards)
    for (const token of Object.keys(shard)) {
      // A word the term starts is an exact match already; a typo may also be in a word still being typed.
      if (!wordChar.test(token[0]) || token.startsWith(word)) continue
      const distance = Math.min(
        editDistance(word, token, maxEdits),
        token.length > word.length ? editDistance(word, token.slice(0, word.length), maxEdits) : maxEdits + 1,
      )
      if (distance <= maxEdits) found.push(token)
    }
  return found
}

/**
 * Where a term occurs, from the shards its variants are in (`shardOf` answers for every key
 * shardsOfVariants named). A one-piece variant is counted from the postings; a longer one
 * ("小程序", "vercel.json", the syllables of "gongzhonghao") where each piece follows the one before.
 */
export function countTerm(variants: readonly Variant[], shardOf: (key: string) => SearchShard): TermMatch {
  const match: TermMatch = {
    counts: new Map(),
    exact: new Set(),
    typed: new Set(),
    spans: new Map(),
    words: new Set(),
  }
  for (const variant of variants) {
    if (variant.kind === 'typo') {
      for (const word of wordsWithin(variant, variant.keys.map(shardOf))) {
        match.words.add(word)
        for (const key of variant.keys) {
          const shard = shardOf(key)
          if (Object.hasOwn(shard, word))
            visitToken(shard, word, (page, field, count) => add(match.counts, page, field, count))
        }
      }
      continue
    }
    const length = variant.pieces.length
    countPieces(variant.pieces, shardOf, (page, field, found) => {
      add(match.counts, page, field, found.length)
      match.exact.add(page)
      if (variant.kind === 'synonym') match.words.add(variant.text)
      else match.typed.add(page)
      if (variant.kind !== 'reading') return
      let fields = match.spans.get(page)
      if (!fields) match.spans.set(page, (fields = new Map()))
      const spans = fields.get(field) ?? []
      for (const at of found.slice(0, maxSpans - spans.length)) spans.push([at, length])
      fields.set(field, spans)
    })
  }
  return match
}
