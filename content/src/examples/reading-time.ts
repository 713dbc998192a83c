/**
 * A guide's reading time, worked out at build time from the text a reader reads, so the page shows
 * it as plain prerendered text. Rates (README, "Reading time"):
 * - words in Latin script at 238 a minute, the mean silent reading rate of adults for English
 *   non-fiction in Brysbaert's meta-analysis of 190 studies (Journal of Memory and Language 109, 2019);
 * - Chinese characters at 300 a minute, our chosen rate: native readers read Chinese aloud at about
 *   255 characters a minute (IReST, 2012), and silent reading is faster than reading aloud.
 * A Chinese guide's English terms count as words, an English guide's Chinese names as characters.
 */
export const readingRates = { wordsPerMinute: 238, hanCharactersPerMinute: 300 } as const

// Not read as the guide's text: the change log at the foot, and the fields that are data (dates,
// addresses, ids, kinds). Code and the text of a template are run or pasted, not read; their titles are.
const notRead = new Set([
  'changeLog',
  'url',
  'asOf',
  'checked',
  'date',
  'kind',
  'type',
  'language',
  'example',
  'tested',
  'id',
  'guide',
  'lastReviewed',
])
const pastedBlocks = new Set(['code', 'template'])

function readTexts(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value)
  else if (Array.isArray(value)) for (const item of value) readTexts(item, into)
  else if (value !== null && typeof value === 'object') {
    const pasted = pastedBlocks.has(String((value as { type?: unknown }).type))
    for (const [key, inner] of Object.entries(value))
      if (!notRead.has(key) && (!pasted || key === 'title')) readTexts(inner, into)
  }
  return into
}

const han = /\p{Script=Han}/gu
const word = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu

/** Han characters and words of other letters in the text of an article's JSON. */
export function countReading(article: unknown): { hanCharacters: number; words: number } {
  const text = readTexts(article, []).join('\n')
  const hanCharacters = text.match(han)?.length ?? 0
  const words = text.replace(han, ' ').match(word)?.length ?? 0
  return { hanCharacters, words }
}

/** Whole minutes, at least one. */
export function readingMinutes(article: unknown): number {
  const { hanCharacters, words } = countReading(article)
  const minutes = hanCharacters / readingRates.hanCharactersPerMinute + words / readingRates.wordsPerMinute
  return Math.max(1, Math.round(minutes))
}

/** The article as a reader gets it, with `readingMinutes`; an editor never writes that field. */
export function withReadingTime(article: unknown, articleId: string): unknown {
  if (article === null || typeof article !== 'object' || Array.isArray(article)) return article
  if ('readingMinutes' in article)
    throw new Error(`${articleId}: readingMinutes is worked out by the build; remove it from the file`)
  return { ...article, readingMinutes: readingMinutes(article) }
}
