/**
 * How folded text is cut into indexed tokens, shared by the build (which writes every token's
 * positions) and the browser (which cuts a query term the same way, to know which shards to fetch).
 *
 * - A word: a run of letters of space-separated scripts and digits, indexed where it starts, since
 *   such terms match only at a word start ("localiz" in "localization").
 * - Any other character but white space (Chinese, punctuation): indexed at every position, since
 *   Chinese terms match anywhere. A term spanning several of them ("小程序") matches where their
 *   positions follow one another.
 */
// Letters of scripts that separate words with spaces, and digits: a match inside such a word is not
// a word start. Chinese and Japanese run words together, so their terms match anywhere.
export const wordChar = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}_]/u
const space = /\s/u

export interface Token {
  text: string
  /** Offset in the folded text, in UTF-16 code units (the unit String.prototype.indexOf counts in). */
  at: number
}

export function tokensOf(folded: string): Token[] {
  const tokens: Token[] = []
  let at = 0
  while (at < folded.length) {
    const char = folded[at]
    if (wordChar.test(char)) {
      let end = at + 1
      while (end < folded.length && wordChar.test(folded[end])) end += 1
      tokens.push({ text: folded.slice(at, end), at })
      at = end
    } else {
      if (!space.test(char)) tokens.push({ text: char, at })
      at += 1
    }
  }
  return tokens
}

/**
 * The shard a token lives in: a word's first two letters (one for a one-letter word), any other
 * character itself. Measured on the 36-guide corpus (see README, "Search"): a shard per leading
 * Chinese character keeps the manifest to the characters in use, where a shard per bigram needs a
 * manifest of every bigram and still fetches a shard per character for one-character queries.
 */
export const shardKeyOf = (token: string) => (wordChar.test(token[0]) ? token.slice(0, 2) : token)

/** A piece of a query term, at `offset` code units from the term's start. */
export interface TermPiece {
  offset: number
  text: string
  word: boolean
  /** Only the term's last piece may be the start of a longer word ("localiz"); a word inside a term is whole. */
  prefix: boolean
}

/** A term cut as the text is: "vercel.json" is the word "vercel", ".", then a word starting "json". */
export function piecesOf(term: string): TermPiece[] {
  const tokens = tokensOf(term)
  return tokens.map((token, index) => ({
    offset: token.at,
    text: token.text,
    word: wordChar.test(token.text[0]),
    prefix: index === tokens.length - 1,
  }))
}

/** The shards a piece's tokens can be in, among those the manifest lists. */
export function shardsForPiece(piece: TermPiece, shardKeys: ReadonlySet<string>): string[] {
  if (piece.word && piece.prefix && piece.text.length === 1)
    // One letter that may start a longer word: every shard of words beginning with it.
    return [...shardKeys].filter((key) => key[0] === piece.text)
  const key = shardKeyOf(piece.text)
  return shardKeys.has(key) ? [key] : []
}
