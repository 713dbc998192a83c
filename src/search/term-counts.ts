import type { SearchShard } from './index-format'
import type { QueryTerm } from './matcher'
import { piecesOf, shardsForPiece, type TermPiece } from './tokens'

/** How many times a term occurs in each field of each page: page, then field (see index-format.ts), then count. */
export type TermCounts = Map<number, Map<number, number>>

/** The shards a term's pieces need; null when a piece is in no shard, so the term occurs nowhere. */
export function shardsForTerm(term: QueryTerm, shardKeys: ReadonlySet<string>): string[] | null {
  const keys: string[] = []
  for (const piece of piecesOf(term.text)) {
    const found = shardsForPiece(piece, shardKeys)
    if (found.length === 0) return null
    keys.push(...found)
  }
  return keys
}

type Postings = (visit: (page: number, field: number, count: number, postings: number[], from: number) => void) => void

/** Every posting of the tokens a piece matches: the word itself, or every word it starts when it is the term's last piece. */
function postingsOf(piece: TermPiece, shards: readonly SearchShard[]): Postings {
  return (visit) => {
    for (const shard of shards) {
      const tokens =
        piece.word && piece.prefix
          ? Object.keys(shard).filter((token) => token.startsWith(piece.text))
          : Object.hasOwn(shard, piece.text) ? [piece.text] : []
      for (const token of tokens) {
        const postings = shard[token]
        for (let at = 0; at < postings.length; at += 3 + postings[at + 2])
          visit(postings[at], postings[at + 1], postings[at + 2], postings, at + 3)
      }
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
function offsetsOf(postings: Postings): Map<string, number[]> {
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

/**
 * Where a term occurs, from the shards its pieces are in (`shardOf` answers for every key
 * shardsForTerm named). A one-piece term is counted from the postings; a longer one ("小程序",
 * "vercel.json") where each piece follows the one before at its offset.
 */
export function countTerm(term: QueryTerm, shardOf: (key: string) => SearchShard, shardKeys: ReadonlySet<string>): TermCounts {
  const counts: TermCounts = new Map()
  const [first, ...rest] = piecesOf(term.text).map((piece) => ({
    piece,
    postings: postingsOf(piece, shardsForPiece(piece, shardKeys).map(shardOf)),
  }))
  if (!first) return counts
  if (rest.length === 0) {
    first.postings((page, field, count) => add(counts, page, field, count))
    return counts
  }
  const following = rest.map(({ piece, postings }) => ({ offset: piece.offset, offsets: offsetsOf(postings) }))
  first.postings((page, field, count, list, from) => {
    const key = fieldKey(page, field)
    let at = 0
    let found = 0
    for (let index = 0; index < count; index += 1) {
      at += list[from + index]
      if (following.every(({ offset, offsets }) => has(offsets.get(key), at + offset))) found += 1
    }
    if (found > 0) add(counts, page, field, found)
  })
  return counts
}
