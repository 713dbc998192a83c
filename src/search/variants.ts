import { allowedEdits } from './edit-distance'
import type { QueryTerm } from './matcher'
import { initialsOf, prefixKeys, syllablesOf, type ReadingPiece } from './readings'
import { piecesOf, shardKeyOf, shardsForPiece, wordChar } from './tokens'

/** A token to find, `offset` code units (or, for pinyin, characters) after the term's first. */
export interface Piece {
  offset: number
  token: string
  /** Tokens starting with `token` match too (the last word of a term still being typed). */
  prefix: boolean
  /** The shards it can be in. */
  keys: string[]
}

/**
 * One way a query term can occur: as typed (`exact`, including word starts), as a synonym, as the
 * pinyin of Chinese characters (`reading`), or as a Latin word within a few edits (`typo`, whose
 * words are found in its `keys` shards once they are here).
 */
export type Variant =
  | { kind: 'exact' | 'reading'; pieces: Piece[] }
  /** `text`, the glossary name, is highlighted where it matched. */
  | { kind: 'synonym'; text: string; pieces: Piece[] }
  | { kind: 'typo'; word: string; maxEdits: number; keys: string[] }

/** The pieces of a term as the text is tokenised; null when one of them is in no shard. */
function textPieces(text: string, shardKeys: ReadonlySet<string>): Piece[] | null {
  const pieces: Piece[] = []
  for (const piece of piecesOf(text)) {
    const keys = shardsForPiece(piece, shardKeys)
    if (keys.length === 0) return null
    pieces.push({ offset: piece.offset, token: piece.text, prefix: piece.word && piece.prefix, keys })
  }
  return pieces.length > 0 ? pieces : null
}

function readingPieces(pieces: ReadingPiece[] | null, shardKeys: ReadonlySet<string>): Piece[] | null {
  if (!pieces) return null
  return pieces.map((piece, offset) => ({
    offset,
    token: piece.token,
    prefix: piece.prefix,
    keys: piece.prefix ? prefixKeys(piece.token, shardKeys) : [piece.token],
  }))
}

// Typos only in a single Latin word: Chinese has no spelling to get wrong, only characters.
const latinWord = /^[a-z]+$/

/**
 * Every variant of a term that the index can hold, by its shard keys. `synonyms` are the texts a
 * glossary pairs with the term (in either language); each is searched as typed.
 */
export function variantsOf(
  term: QueryTerm,
  shardKeys: ReadonlySet<string>,
  synonyms: readonly string[] = [],
): Variant[] {
  const variants: Variant[] = []
  const exact = textPieces(term.text, shardKeys)
  if (exact) variants.push({ kind: 'exact', pieces: exact })
  for (const synonym of synonyms) {
    const pieces = textPieces(synonym, shardKeys)
    if (pieces) variants.push({ kind: 'synonym', text: synonym, pieces })
  }
  for (const reading of [syllablesOf(term.text, shardKeys), initialsOf(term.text, shardKeys)]) {
    const pieces = readingPieces(reading, shardKeys)
    if (pieces?.every((piece) => piece.keys.length > 0)) variants.push({ kind: 'reading', pieces })
  }
  const maxEdits = allowedEdits(term.text.length)
  if (maxEdits > 0 && latinWord.test(term.text) && wordChar.test(term.text[0])) {
    // Words sharing the term's first two letters, the shard the term needs anyway: a typo in those
    // two is not found, where looking for it would fetch a shard for every letter.
    const key = shardKeyOf(term.text)
    if (shardKeys.has(key)) variants.push({ kind: 'typo', word: term.text, maxEdits, keys: [key] })
  }
  return variants
}

/** The shards a term's variants need, or null when it has none and so occurs nowhere. */
export function shardsOfVariants(variants: readonly Variant[]): string[] | null {
  if (variants.length === 0) return null
  return variants.flatMap((variant) =>
    variant.kind === 'typo' ? variant.keys : variant.pieces.flatMap((piece) => piece.keys),
  )
}
