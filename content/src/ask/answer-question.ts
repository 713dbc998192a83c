import type { AskBucket, AskManifest } from './ask-index'
import { bucketOfTerm, framed, itemsOfPostings, titled } from './ask-index'
import { bucketOf, fold, namesOf, termsOf, tokenSetOf, type AskTerm } from './ask-tokens'

/**
 * Answering a question from the index, in two steps so that the browser can fetch in between:
 * `questionTerms` says which buckets the question needs; `answerQuestion` ranks the items from
 * them. Nothing is generated: the result names items, which the caller quotes as the guide has them.
 */

/** The longest question read; the rest is ignored (a pasted page is not a question). */
export const maxQuestionLength = 300

export interface QuestionTerm extends AskTerm {
  /** 1 for the question's own words; less for a glossary name or a synonym it was read as. */
  weight: number
  /** A synonym of one term, which stands for its words whole ("Anthropic" for "Claude"). */
  whole?: boolean
}

export interface QuestionTerms {
  terms: QuestionTerm[]
  /** The question asks for an amount, a limit, a duration or a count. */
  quantity: boolean
  /** The offsets of the question's names (see namesOf): an item that lacks one does not answer. */
  names: number[]
  /** The buckets holding those terms' postings. */
  buckets: number[]
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const hasLatin = /[a-z]/

/** A glossary name or a thesaurus word, folded and cut into terms once for every question. */
interface LexiconWord {
  needle: string
  latin: boolean
  /** Its terms' tokens: the stems a Latin word is matched by. */
  stems: string[]
  terms: AskTerm[]
}
interface Lexicon {
  glossary: { names: LexiconWord[]; pinyin: readonly string[] }[]
  synonyms: LexiconWord[][]
}

const lexiconWord = (name: string): LexiconWord => {
  const needle = fold(name)
  const terms = termsOf(name)
  return { needle, latin: hasLatin.test(needle), stems: termsOf(needle).map((term) => term.token), terms }
}
const lexicons = new WeakMap<AskManifest, Lexicon>()
// Folding and cutting 700 names for each question took 1.2 s at a 4x CPU slowdown.
function lexiconOf(manifest: AskManifest): Lexicon {
  let lexicon = lexicons.get(manifest)
  if (!lexicon)
    lexicons.set(
      manifest,
      (lexicon = {
        glossary: manifest.glossary.map((entry) => ({
          names: [...entry.zh, ...entry.en].map(lexiconWord),
          pinyin: entry.pinyin,
        })),
        synonyms: manifest.synonyms.map((group) => group.map(lexiconWord)),
      }),
    )
  return lexicon
}

/** Where `needle` occurs in the folded question: anywhere, or (`whole`) as whole words. */
function occurrences(folded: string, needle: string, whole: boolean): [number, number][] {
  if (!folded.includes(needle)) return []
  const pattern = whole
    ? new RegExp(`(?<![\\p{L}\\p{N}])${escaped(needle)}(?![\\p{L}\\p{N}])`, 'gu')
    : new RegExp(escaped(needle), 'gu')
  return [...folded.matchAll(pattern)].map((match) => [match.index, match.index + needle.length])
}

/** Where a glossary name occurs in the folded question: a Chinese name anywhere, a Latin one as whole words. */
const spansOf = (folded: string, name: LexiconWord) =>
  name.needle.length < 2 ? [] : occurrences(folded, name.needle, name.latin)

// A glossary name the question holds adds the term's names in the other language, at this weight;
// a word of the thesaurus adds the other words of its group.
const synonymWeight = 0.6
const thesaurusWeight = 0.7

/**
 * Where a thesaurus word occurs in the question: a Chinese word anywhere (one character too), a
 * Latin word or phrase as the same run of stems ("allows" finds "allow").
 */
function wordSpans(folded: string, latin: readonly QuestionTerm[], word: LexiconWord): [number, number][] {
  if (!word.latin || word.stems.length === 0) return occurrences(folded, word.needle, word.latin)
  const spans: [number, number][] = []
  for (let start = 0; start + word.stems.length <= latin.length; start += 1)
    if (word.stems.every((stem, offset) => latin[start + offset]!.token === stem))
      spans.push([latin[start]!.covers[0]!, latin[start + word.stems.length - 1]!.covers[0]! + 1])
  return spans
}

const guideItems = new WeakMap<AskManifest, number[][]>()
/** Each guide's items, by the guide's number. */
function itemsOfGuide(manifest: AskManifest): number[][] {
  let lists = guideItems.get(manifest)
  if (!lists) {
    lists = manifest.guides.map(() => [])
    manifest.items.forEach(([guide], item) => lists![guide]!.push(item))
    guideItems.set(manifest, lists)
  }
  return lists
}

const titleTokens = new WeakMap<AskManifest, Set<string>>()
/** The words of the guides' English titles: a capitalised first word among them is a name. */
function titleTokensOf(manifest: AskManifest): Set<string> {
  let tokens = titleTokens.get(manifest)
  if (!tokens)
    titleTokens.set(manifest, (tokens = tokenSetOf(manifest.guides.map(({ title }) => title.en).join('\n'))))
  return tokens
}

export function questionTerms(manifest: AskManifest, question: string): QuestionTerms {
  const text = question.slice(0, maxQuestionLength)
  const folded = fold(text)
  const own = termsOf(text).map((term): QuestionTerm => ({ ...term, weight: 1 }))
  const added: QuestionTerm[] = []
  const ownOffsets = (start: number, end: number) =>
    [...new Set(own.flatMap((term) => term.covers))].filter((at) => at >= start && at < end)
  const lexicon = lexiconOf(manifest)
  const words = [...folded.matchAll(/[a-z]+/g)]
  for (const entry of lexicon.glossary) {
    const spans = entry.names.flatMap((name) => spansOf(folded, name))
    for (const word of words)
      if (entry.pinyin.includes(word[0])) spans.push([word.index, word.index + word[0].length])
    if (spans.length === 0) continue
    const covers = spans.flatMap(([start, end]) => ownOffsets(start, end))
    for (const name of entry.names)
      for (const term of name.terms)
        added.push({ token: term.token, covers, weight: synonymWeight, whole: name.terms.length === 1 })
  }
  const latin = own.filter((term) => hasLatin.test(term.token) && term.covers.length === 1)
  for (const group of lexicon.synonyms) {
    const found = group.map((word) => wordSpans(folded, latin, word))
    if (found.every((spans) => spans.length === 0)) continue
    // A phrase of question words ("how often") adds its synonyms' weight but covers nothing.
    const covers = found.flat().flatMap(([start, end]) => ownOffsets(start, end))
    group.forEach((word, index) => {
      if (found[index]!.length > 0) return
      for (const term of word.terms)
        added.push({ token: term.token, covers, weight: thesaurusWeight, whole: word.terms.length === 1 })
    })
  }
  const terms = [...own, ...added]
  return {
    terms,
    quantity: asksQuantity(text),
    names: namesOf(text, (token) => titleTokensOf(manifest).has(token)).filter((at) =>
      own.some((term) => term.covers.includes(at)),
    ),
    buckets: [...new Set(terms.map((term) => bucketOf(term.token, manifest.buckets)))].sort((a, b) => a - b),
  }
}

export interface RankedItem {
  /** The item's number in the manifest. */
  item: number
  guide: number
  key: string
  score: number
  /** The share of the question's words (weighted by rarity) the item or its frame holds, 0 to 1. */
  coverage: number
  /** It holds every name the question requires. */
  named: boolean
  /** Its source was last checked more than 6 months before the index was built. */
  stale: boolean
}

export interface Answer {
  /** False when no item answers well enough: the caller says the guides do not cover it. */
  covered: boolean
  /** The items to quote, best first (none when not covered). */
  items: RankedItem[]
  /** The guides nearest the question, best first, for "not covered" and beside an answer. */
  nearGuides: number[]
}

// A question asking for an amount, a limit, a duration or a count: answered by a part with a figure.
const quantityWords =
  /多少|几|多久|多长|多大|多高|多贵|上限|下限|最低|最高|最多|最少|费用|价格|收费|费率|手续费|罚|额度|期限|预算|税率|\b(?:how (?:much|many|long|often|soon)|price|pricing|cost|costs|fee|fees|limit|limits|minimum|maximum|min|max|rate|budget|quota|cap|cheapest|penalty|fine|percent|days|hours)\b/i

export const asksQuantity = (question: string) => quantityWords.test(fold(question))

/**
 * How the answer is ranked and how sure it must be, tuned on content/ask/questions.json (see its
 * test). `frame`: the weight of a word found only in an item's guide title, heading or caption;
 * `noFigure`: the weight of a part without a figure for a question
 * asking a quantity; `rarity`: the power of a word's rarity in the share of the question covered;
 * `focus`: the power of that share in an item's score (an item holding more of the question wins);
 * `unnamed`: the weight of an item that lacks one of the question's names, and none such answers;
 * `commonName`: the share of items above which a name is too common to be required.
 * The best item must hold `coverage` of the question and score `score`; the items after it must
 * come within `follow` of it.
 */
export const answerTuning = {
  frame: 0.85,
  noFigure: 0.5,
  rarity: 2,
  focus: 1,
  unnamed: 0.1,
  commonName: 0.02,
  coverage: 0.6,
  score: 8,
  follow: 0.5,
  maxItems: 5,
}
export type AnswerTuning = typeof answerTuning

// BM25 over sets of terms (a term once per item): saturation and length normalisation.
const k1 = 1.2
const b = 0.5

export function answerQuestion(
  manifest: AskManifest,
  { terms, quantity, names }: QuestionTerms,
  buckets: ReadonlyMap<number, AskBucket>,
  tuning: AnswerTuning = answerTuning,
): Answer {
  const itemCount = manifest.items.length
  const averageLength = manifest.items.reduce((sum, [, , length]) => sum + length, 0) / Math.max(1, itemCount)
  const idfOf = (df: number) => Math.log(1 + (itemCount - df + 0.5) / (df + 0.5))
  const postings = new Map<string, number[]>()
  const stored = (token: string) =>
    itemsOfPostings(buckets.get(bucketOfTerm(token, manifest.buckets))?.[token] ?? [])
  const postingsOf = (token: string): number[] => {
    let list = postings.get(token)
    if (list) return list
    if (token.startsWith('^')) {
      // Around an item: its heading or caption, or its guide's title, where the item itself lacks it.
      const plain = new Set(postingsOf(token.slice(1)))
      const around = new Set(stored(token))
      for (const guide of stored(titled(token.slice(1))))
        for (const item of itemsOfGuide(manifest)[guide] ?? []) around.add(item)
      list = [...around].filter((item) => !plain.has(item)).sort((a, b) => a - b)
    } else list = stored(token)
    postings.set(token, list)
    return list
  }

  // Each unit of the question (a character or a word) weighs as much as the rarest term covering it.
  const unitWeight = new Map<number, number>()
  for (const term of terms)
    if (term.weight === 1) {
      const df = postingsOf(term.token).length + postingsOf(framed(term.token)).length
      const weight = idfOf(df) ** tuning.rarity
      for (const at of term.covers) unitWeight.set(at, Math.max(unitWeight.get(at) ?? 0, weight))
    }
  const totalWeight = [...unitWeight.values()].reduce((sum, weight) => sum + weight, 0)
  // A name the guides say often ("China" on a site for founders in China) is context, not a subject.
  const required = names.filter((at) =>
    terms.some(
      (term) =>
        term.weight === 1 &&
        term.covers.includes(at) &&
        postingsOf(term.token).length <= itemCount * tuning.commonName,
    ),
  )

  const scores = new Map<
    number,
    { score: number; covered: Map<number, number>; named: Set<number>; tokens: Set<string> }
  >()
  for (const term of terms)
    for (const [token, weight] of [
      [term.token, term.weight],
      [framed(term.token), term.weight * tuning.frame],
    ] as const) {
      const list = postingsOf(token)
      if (list.length === 0) continue
      const idf = idfOf(list.length)
      for (const item of list) {
        let entry = scores.get(item)
        if (!entry)
          scores.set(item, (entry = { score: 0, covered: new Map(), named: new Set(), tokens: new Set() }))
        if (!entry.tokens.has(token)) {
          entry.tokens.add(token)
          const length = manifest.items[item]![2]
          entry.score += (weight * idf * (k1 + 1)) / (1 + k1 * (1 - b + (b * length) / averageLength))
        }
        // A unit found through a synonym or only around the item counts as much as that match weighs.
        for (const at of term.covers) entry.covered.set(at, Math.max(entry.covered.get(at) ?? 0, weight))
        // A name is held by the word itself or a one-word synonym, not by one word of a longer name.
        if (term.weight === 1 || term.whole) for (const at of term.covers) entry.named.add(at)
      }
    }
  const stale = new Set(manifest.stale)
  const ranked: RankedItem[] = [...scores].map(([item, entry]) => {
    const [guide, key, , figure] = manifest.items[item]!
    const covered = [...entry.covered].reduce(
      (sum, [at, credit]) => sum + credit * (unitWeight.get(at) ?? 0),
      0,
    )
    const coverage = totalWeight > 0 ? covered / totalWeight : 0
    const named = required.every((at) => entry.named.has(at))
    const prior = (quantity && !figure ? tuning.noFigure : 1) * (named ? 1 : tuning.unnamed)
    const score = entry.score * prior * coverage ** tuning.focus
    return { item, guide, key, score, coverage, named, stale: stale.has(item) }
  })
  ranked.sort((x, y) => y.score - x.score || x.item - y.item)

  const guideScores = new Map<number, number>()
  for (const entry of ranked.slice(0, 50))
    guideScores.set(entry.guide, Math.max(guideScores.get(entry.guide) ?? 0, entry.score))
  const nearGuides = [...guideScores]
    .sort((x, y) => y[1] - x[1])
    .slice(0, 3)
    .map(([guide]) => guide)

  const best = ranked[0]
  const covered =
    best !== undefined && best.named && best.coverage >= tuning.coverage && best.score >= tuning.score
  const items = covered
    ? ranked
        .filter(
          (entry) =>
            entry.named &&
            entry.score >= best.score * tuning.follow &&
            entry.coverage >= tuning.coverage * 0.8,
        )
        .slice(0, tuning.maxItems)
    : []
  return { covered, items, nearGuides }
}
