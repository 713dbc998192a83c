/**
 * Pinyin in the index (written at build time by build/src/search-index/pinyin-readings.ts): each
 * Chinese character's syllable is a token at the character's offset, in a shard of its own
 * ("^gong"); in titles and headings its first letter too ("!g"). A query of Latin letters is read
 * here as syllables or initials, against the shard keys the manifest lists, so only syllables the
 * index holds count and no syllable table ships with the code.
 */
export const syllableToken = (syllable: string) => `^${syllable}`
export const initialToken = (letter: string) => `!${letter}`

const letters = /^[a-z]+$/
// A last syllable still being typed ("gongzh") may be the start of this many syllables at most:
// each is a shard to fetch, and "s" alone starts 35.
const maxPrefixSyllables = 6
const maxInitials = 8

/** A reading's pieces: the tokens to find at consecutive characters, the last maybe a prefix. */
export interface ReadingPiece {
  token: string
  prefix: boolean
}

/**
 * "gongzhonghao" as the syllables gong, zhong, hao (the longest first, backtracking when the rest
 * cannot be read); null when the term is not pinyin the index holds.
 */
export function syllablesOf(term: string, shardKeys: ReadonlySet<string>): ReadingPiece[] | null {
  // One letter reads as too many characters to mean any of them.
  if (!letters.test(term) || term.length < 2) return null
  const read = (from: number): ReadingPiece[] | null => {
    if (from === term.length) return []
    for (let end = Math.min(term.length, from + 6); end > from; end -= 1) {
      const syllable = term.slice(from, end)
      if (!shardKeys.has(syllableToken(syllable))) continue
      const rest = read(end)
      if (rest) return [{ token: syllableToken(syllable), prefix: end === term.length }, ...rest]
    }
    // The term's end: the start of a syllable still being typed.
    if (from > 0 && prefixKeys(syllableToken(term.slice(from)), shardKeys).length > 0)
      return [{ token: syllableToken(term.slice(from)), prefix: true }]
    return null
  }
  return read(0)
}

/** The syllable shards a prefix piece needs ("^zh": zha, zhai…), none when there are too many. */
export function prefixKeys(token: string, shardKeys: ReadonlySet<string>): string[] {
  const found: string[] = []
  for (const key of shardKeys) {
    if (!key.startsWith(token)) continue
    found.push(key)
    if (found.length > maxPrefixSyllables) return []
  }
  return found
}

/** "gzh" as the initials g, z, h: for titles and headings only, where they are indexed. */
export function initialsOf(term: string, shardKeys: ReadonlySet<string>): ReadingPiece[] | null {
  if (!letters.test(term) || term.length < 2 || term.length > maxInitials) return null
  const pieces = [...term].map((letter) => ({ token: initialToken(letter), prefix: false }))
  return pieces.every((piece) => shardKeys.has(piece.token)) ? pieces : null
}
