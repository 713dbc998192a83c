/**
 * How the answer engine cuts text into terms, the same for a guide's items at build time and a
 * question in the browser: NFKC and lower case; a run of Chinese characters as its overlapping
 * pairs (one character alone as itself), since Chinese runs words together; a Latin word or a
 * number whole, with the plural and verb endings taken off ("filings", "filed", "file" -> "fil").
 * Question words and function words in both languages are dropped: a question is mostly made of
 * them, and an item does not answer a question by holding "how" or "怎么".
 */
export const fold = (text: string) => text.normalize('NFKC').toLowerCase()

const hanRun = /\p{Script=Han}+/gu
const latinWord = /[\p{Script=Latin}\p{N}]+/gu
// Thousands separators inside a figure: "50,000" is one number, as "50000" is.
const thousands = /(\d),(?=\d{3}\b)/g

export const englishStopWords = new Set(
  (
    'a an the and or but of to in on at for from by with about into over under as is are was were be ' +
    'been being am do does did done have has had can could should would will shall may might must ' +
    'i me my we our you your he she it its they them their this that these those there here what ' +
    'which who whom whose when where why how much many long often any some all each every no not ' +
    'if then than so such very just also only get got need needs want make use using up out one ' +
    'way ways there s t best good know tell need'
  ).split(' '),
)

// Question words and particles, as pairs (the unit a Chinese term is indexed in) and single characters.
const chineseStopPairs = new Set(
  (
    '怎么 怎样 什么 多少 如何 哪些 哪个 哪里 哪儿 是否 可以 可不 不可 能否 需要 要不 一下 我们 你们 他们 ' +
    '我的 我要 我想 我该 我能 应该 还是 或者 如果 的话 这个 那个 一个 有没 没有 有什 是什 么样 么办 ' +
    '怎办 吗吗 多久 多长 要多 得多 有多 能不 不能 么做 么写 么交 么报 么收 么开 么用 么算 么注'
  ).split(' '),
)
const chineseStopChars = new Set([
  ...'的了吗呢吧啊呀嘛么我你他她它们是在和与或及有要会能想该得地着过把被给让就都也还又很最再才钱',
])

function stem(word: string): string {
  if (/^\d/.test(word) || word.length <= 3) return word
  // The plural first, then the verb ending, then a silent e: filings, filing, filed and file meet.
  let base = word
  if (base.endsWith('ies') && base.length > 4) base = `${base.slice(0, -3)}y`
  else if (/(?:ch|sh|x|ss)es$/.test(base)) base = base.slice(0, -2)
  else if (base.endsWith('s') && !base.endsWith('ss') && !base.endsWith('us')) base = base.slice(0, -1)
  if (base.endsWith('ing') && base.length > 5) base = base.slice(0, -3)
  else if (base.endsWith('ed') && base.length > 4) base = base.slice(0, -2)
  if (base.endsWith('e') && !base.endsWith('ee') && base.length >= 4) base = base.slice(0, -1)
  return base
}

/**
 * A run of Chinese characters cut at its question words: "个人怎么结汇" is "个人" and "结汇", so no
 * pair straddles "怎么" ("人怎", "么结").
 */
function wordRuns(start: number, chars: string[]): [number, string[]][] {
  const runs: [number, string[]][] = []
  let from = 0
  for (let index = 0; index + 1 < chars.length; index += 1)
    if (chineseStopPairs.has(chars[index]! + chars[index + 1]!)) {
      if (index > from) runs.push([start + from, chars.slice(from, index)])
      from = index + 2
      index += 1
    }
  if (from < chars.length) runs.push([start + from, chars.slice(from)])
  return runs
}

/** A term of a question or an item, and the characters of the question it stands for. */
export interface AskTerm {
  token: string
  /** For a question: the offsets (in the folded question) of the characters the term covers. */
  covers: number[]
}

/** Every term of a text, in order, a pair repeated as often as it occurs. */
export function termsOf(text: string): AskTerm[] {
  const folded = fold(text).replace(thousands, '$1')
  const terms: { at: number; term: AskTerm }[] = []
  for (const run of folded.matchAll(hanRun))
    for (const [start, chars] of wordRuns(run.index, [...run[0]])) {
      if (chars.length === 1) {
        if (!chineseStopChars.has(chars[0]!))
          terms.push({ at: start, term: { token: chars[0]!, covers: [start] } })
        continue
      }
      for (let index = 0; index + 1 < chars.length; index += 1) {
        // A pair of two particles ("了吗") says nothing.
        if (chineseStopChars.has(chars[index]!) && chineseStopChars.has(chars[index + 1]!)) continue
        const pair = chars[index]! + chars[index + 1]!
        const covers = [start + index, start + index + 1].filter((at) => !chineseStopChars.has(folded[at]!))
        terms.push({ at: start + index, term: { token: pair, covers } })
      }
    }
  for (const word of folded.matchAll(latinWord)) {
    const text = word[0]
    if (englishStopWords.has(text)) continue
    terms.push({ at: word.index, term: { token: stem(text), covers: [word.index] } })
  }
  return terms.sort((a, b) => a.at - b.at).map(({ term }) => term)
}

/** The distinct tokens of a text: what an item is indexed under. */
export const tokenSetOf = (text: string) => new Set(termsOf(text).map((term) => term.token))

/** The bucket (0 to `buckets` - 1) a token's postings are kept in: FNV-1a over its code units. */
export function bucketOf(token: string, buckets: number): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) % buckets
}

/**
 * The offsets (in the folded text) of the question's names: the words an answer must hold, since
 * a passage on Cursor does not answer a question on Copilot however many other words they share.
 * A name is a Latin word in a Chinese question ("PayPal"), or in an English one a word written
 * with capitals inside it ("GitHub", "UK"), or a capitalised word that
 * does not start the question, or does and is `known` (a guide's title has it: "Vercel").
 */
export function namesOf(text: string, known: (token: string) => boolean = () => false): number[] {
  const normalized = text.normalize('NFKC')
  const chinese = /\p{Script=Han}/u.test(normalized)
  const names: number[] = []
  let first = true
  for (const word of normalized.matchAll(latinWord)) {
    const value = word[0]
    const starts = first
    first = false
    // A figure is often written otherwise in the guides ("form 5472" beside "these reports").
    if (englishStopWords.has(value.toLowerCase()) || /^\d+$/.test(value)) continue
    const name =
      chinese ||
      /^.+\p{Lu}/u.test(value) ||
      (/^\p{Lu}/u.test(value) && (!starts || known(stem(value.toLowerCase()))))
    if (name) names.push(word.index)
  }
  return names
}
