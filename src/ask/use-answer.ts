import { useEffect, useMemo, useSyncExternalStore } from 'react'
import {
  answerQuestion,
  questionTerms,
  type Answer,
  type AnswerItem,
  type AskBucket,
  type AskGuide,
  type AskManifest,
  type QuestionTerms,
  type QuoteShard,
} from '@super-individual/content'
import type { Language } from '@/i18n/languages'
import { indexStore } from '@/search/index-store'
import { askIndexUrls } from './ask-index-urls'

/** A part of a guide quoted in an answer, in the reader's language, with its guide. */
export interface Quote {
  guide: AskGuide
  item: AnswerItem
  /** Its source was last checked more than 6 months before the build. */
  stale: boolean
}

export type AnswerState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'answered'; quotes: Quote[]; nearGuides: AskGuide[] }
  | { status: 'notCovered'; nearGuides: AskGuide[] }

const urls = askIndexUrls(__BUILD_VERSION__)
const subscribe = indexStore.subscribe
const snapshotOf = () => indexStore.snapshot()
const serverSnapshot = () => null
type Loaded = ReadonlyMap<string, unknown>

// A question's ranking, once its buckets are here: the files never change, so neither does it, and
// the quotes arriving after it do not rank it again.
const rankings = new WeakMap<QuestionTerms, Answer>()
function rankingOf(manifest: AskManifest, terms: QuestionTerms, loaded: Loaded): Answer | null {
  const known = rankings.get(terms)
  if (known) return known
  const buckets = new Map<number, AskBucket>()
  for (const bucket of terms.buckets) {
    const file = loaded.get(urls.bucket(bucket)) as AskBucket | undefined
    if (!file) return null
    buckets.set(bucket, file)
  }
  const answer = answerQuestion(manifest, terms, buckets)
  rankings.set(terms, answer)
  return answer
}

/**
 * The answer to `question` (empty: none), from the index's pieces fetched through the search's own
 * store: the manifest, then the buckets of the question's terms, then the quote files of the items
 * the answer quotes, in the reader's language. Each piece is fetched once a visit; the offline
 * worker keeps them (src/offline/cache-names.ts), so a question asked online is answered offline.
 */
export function useAnswer(question: string, language: Language): AnswerState {
  const snapshot = useSyncExternalStore(subscribe, snapshotOf, serverSnapshot)
  const asked = question.trim()
  const manifest = snapshot?.loaded.get(urls.manifest) as AskManifest | undefined
  const terms = useMemo(() => (manifest && asked ? questionTerms(manifest, asked) : null), [manifest, asked])
  const ranked = manifest && terms && snapshot ? rankingOf(manifest, terms, snapshot.loaded) : null
  const quoteUrl = (item: number) => urls.quotes(language, item % manifest!.quoteShards)
  const wanted = !asked
    ? []
    : !manifest
      ? [urls.manifest]
      : !ranked
        ? terms!.buckets.map((bucket) => urls.bucket(bucket))
        : [...new Set(ranked.items.map(({ item }) => quoteUrl(item)))]
  const wantedKey = wanted.join('\n')
  useEffect(() => {
    if (wantedKey) indexStore.request(wantedKey.split('\n'))
  }, [wantedKey])

  if (!asked || !snapshot) return { status: 'idle' }
  if (wanted.some((url) => snapshot.failed.has(url))) return { status: 'failed', retry: indexStore.retry }
  if (!manifest || !ranked) return { status: 'loading' }
  const nearGuides = ranked.nearGuides.map((guide) => manifest.guides[guide]!)
  if (!ranked.covered) return { status: 'notCovered', nearGuides }
  const quotes: Quote[] = []
  for (const found of ranked.items) {
    const shard = snapshot.loaded.get(quoteUrl(found.item)) as QuoteShard | undefined
    if (!shard) return { status: 'loading' }
    const item = shard[found.item]
    if (item && !quotes.some((quote) => quote.item.text === item.text))
      quotes.push({ guide: manifest.guides[found.guide]!, item, stale: found.stale })
  }
  return { status: 'answered', quotes, nearGuides }
}
