import type { Article } from '../schema/article-schema'
import type { GlossaryTerm } from '../glossary/glossary-schema'
import { isOlderThan } from '../freshness/calendar'
import { RECHECK_MONTHS } from '../freshness/freshness'
import { answerItems, type AnswerItem } from './answer-items'
import { bucketOf, fold, tokenSetOf } from './ask-tokens'

/**
 * The answer engine's index, written by the build under dist/search-index/ask/ and read by the
 * /ask page and the MCP server alike. The items of every guide are numbered once for both
 * languages (their keys are the same in zh and en), and an item is indexed under the terms of
 * both languages' words, its section's heading and its guide's title: a question in either
 * language finds it, and is answered in the reader's. The postings are cut into buckets by a hash
 * of the term, so a question fetches only its terms' buckets.
 */
export interface AskManifest {
  buckets: number
  /** The number of quote files per language: item n's words are in file n % quoteShards. */
  quoteShards: number
  guides: AskGuide[]
  /**
   * Item n: its guide's number in `guides`, its key there, its number of distinct terms, and 1
   * when its words hold a figure (an amount, a limit, a date), else 0.
   */
  items: [guide: number, key: string, terms: number, figure: 0 | 1][]
  /**
   * The items whose source was last checked more than RECHECK_MONTHS before `today` (the build's
   * day, as the guides' own notices count): an answer labels them.
   */
  stale: number[]
  /** The glossary's names, to read a question's term in the other language or typed as pinyin. */
  glossary: { zh: string[]; en: string[]; pinyin: string[] }[]
  /**
   * The thesaurus (content/ask/synonyms.json): groups of words a founder asks with that the
   * guides say otherwise ("最少" for "最低", "spend" for "budget"); a question holding one word of
   * a group also looks for the others.
   */
  synonyms: string[][]
}

export interface AskGuide {
  id: string
  /** The route path without a language prefix: /marketing/research/seo. */
  path: string
  section: string
  title: { zh: string; en: string }
}

/**
 * The term as it stands around an item rather than in it: in its section's heading or its table's
 * caption (or, see `titled`, its guide's title). An item is indexed under its own words and under these, marked,
 * so that an answer prefers the item that says the words to the items that merely sit near them.
 */
export const framed = (token: string) => `^${token}`
/** The term in the title of an item's guide: its postings list guides, whose items all sit under it. */
export const titled = (token: string) => `@${token}`

/** A term's bucket, the same for its framed and titled forms: a question fetches one file a term. */
export const bucketOfTerm = (token: string, buckets: number) => bucketOf(token.replace(/^[@^]/, ''), buckets)

/** Some of the items of one language, by number: what an answer quotes, as its guide has them. */
export type QuoteShard = Record<number, AnswerItem>

// 256 files: about 9 items each, 2-3 KB gzip, so an answer of five quotes fetches five small files.
export const quoteShards = 256

/** A bucket: each term's items, as gaps from the item before (the first from 0). */
export type AskBucket = Record<string, number[]>

export interface AskIndexGuide {
  id: string
  path: string
  section: string
  articles: { zh: Pick<Article, 'title' | 'sections'>; en: Pick<Article, 'title' | 'sections'> }
}

export interface AskIndexInputs {
  guides: readonly AskIndexGuide[]
  glossary: readonly GlossaryTerm[]
  /** A Chinese name's pinyin as one word without tones ("gongzhonghao"); none, no pinyin. */
  pinyinOf?: (chinese: string) => string
  buckets?: number
  /** The day staleness is counted from, YYYY-MM-DD. */
  today: string
  /** See AskManifest.synonyms. */
  synonyms?: readonly (readonly string[])[]
}

// 1,024 buckets: about 0.65 KB gzip each at 38 guides, so a question of 20-40 terms (its own and
// its synonyms') fetches 15-30 KB (256 would be 50-100 KB).
export const defaultBuckets = 1024

export function buildAskIndex({
  guides,
  glossary,
  pinyinOf,
  buckets = defaultBuckets,
  today,
  synonyms = [],
}: AskIndexInputs) {
  const postings = new Map<string, number[]>()
  const post = (token: string, number: number) => {
    const list = postings.get(token)
    if (list) list.push(number)
    else postings.set(token, [number])
  }
  const items: AskManifest['items'] = []
  const stale: number[] = []
  const quotes: Record<'zh' | 'en', QuoteShard[]> = {
    zh: Array.from({ length: quoteShards }, () => ({})),
    en: Array.from({ length: quoteShards }, () => ({})),
  }
  guides.forEach((guide, guideIndex) => {
    const zhItems = answerItems(guide.articles.zh)
    const enItems = answerItems(guide.articles.en)
    if (zhItems.length !== enItems.length)
      throw new Error(`${guide.id}: its Chinese and English articles have different parts`)
    // The title's words once for the guide, not once for each of its items.
    const title = tokenSetOf(`${guide.articles.zh.title}\n${guide.articles.en.title}`)
    for (const token of title) post(titled(token), guideIndex)
    zhItems.forEach((zh, index) => {
      const en = enItems[index]!
      const own = new Set([...tokenSetOf(zh.text), ...tokenSetOf(en.text)])
      const frame = [zh.heading, en.heading, zh.context, en.context].filter(Boolean).join('\n')
      const around = [...tokenSetOf(frame)].filter((token) => !own.has(token) && !title.has(token))
      const itemNumber = items.length
      items.push([guideIndex, zh.key, own.size, /\d/.test(zh.text) || /\d/.test(en.text) ? 1 : 0])
      quotes.zh[itemNumber % quoteShards]![itemNumber] = zh
      quotes.en[itemNumber % quoteShards]![itemNumber] = en
      const checked = zh.checked ?? (zh.asOf && `${zh.asOf}-01`)
      if (checked && isOlderThan(checked, RECHECK_MONTHS, today)) stale.push(itemNumber)
      for (const token of own) post(token, itemNumber)
      for (const token of around) post(framed(token), itemNumber)
    })
  })
  const files: AskBucket[] = Array.from({ length: buckets }, () => ({}))
  for (const [token, list] of [...postings].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    files[bucketOfTerm(token, buckets)]![token] = list.map(
      (item, index) => item - (index > 0 ? list[index - 1]! : 0),
    )
  const manifest: AskManifest = {
    buckets,
    quoteShards,
    guides: guides.map((guide) => ({
      id: guide.id,
      path: guide.path,
      section: guide.section,
      title: { zh: guide.articles.zh.title, en: guide.articles.en.title },
    })),
    items,
    stale,
    glossary: glossary.map((term) => {
      const zh = [term.zh, ...term.aliases.zh]
      return {
        zh,
        en: [term.en, ...term.aliases.en],
        pinyin: pinyinOf ? [...new Set(zh.map((name) => fold(pinyinOf(name)).replace(/[^a-z]/g, '')))] : [],
      }
    }),
    synonyms: synonyms.map((group) => [...group]),
  }
  return { manifest, buckets: files, quotes }
}

/** A bucket's gaps back to item numbers. */
export function itemsOfPostings(gaps: readonly number[]): number[] {
  let item = 0
  return gaps.map((gap) => (item += gap))
}
