import { searchIndexUrls, type IndexedPagePart, type SearchManifest, type SearchShard } from './index-format'
import type { QueryTerm } from './matcher'
import { needsTraditionalMap, simplified, synonymsOf, type SynonymPair } from './query-terms'
import { rankPages, type SearchHit } from './rank'
import { countTerm } from './term-counts'
import { shardsOfVariants, variantsOf, type Variant } from './variants'

export interface ShownHit {
  hit: SearchHit
  page: IndexedPagePart
  /** The language of the index that found it, and of the page it leads to. */
  language: string
}

/**
 * A query's results from the pieces at hand, or the pieces still needed for them. Once the shards
 * are here the results are ready: `shown` holds those whose page text has arrived (in order, up to
 * the first still missing) and `missing` the page texts still to fetch.
 */
export type SearchResolution =
  | { status: 'missing'; urls: string[] }
  | { status: 'ready'; count: number; shown: ShownHit[]; missing: string[] }

const keySets = new WeakMap<SearchManifest, ReadonlySet<string>>()
function shardKeys(manifest: SearchManifest): ReadonlySet<string> {
  let keys = keySets.get(manifest)
  if (!keys) keySets.set(manifest, (keys = new Set(manifest.shards)))
  return keys
}

// A query's ranking, once its shards are here, is final: kept so that each page text arriving, and
// typing back to an earlier query, does not count the terms again.
const rankings = new WeakMap<SearchManifest, Map<string, SearchHit[]>>()
const keptRankings = 50
function rankedOnce(manifest: SearchManifest, key: string, rank: () => SearchHit[]): SearchHit[] {
  let kept = rankings.get(manifest)
  if (!kept) rankings.set(manifest, (kept = new Map()))
  const found = kept.get(key)
  if (found) return found
  const hits = rank()
  if (kept.size === keptRankings) kept.delete(kept.keys().next().value as string)
  kept.set(key, hits)
  return hits
}

export interface SearchRequest {
  /** The page's language, whose results come first, then the other `languages`' in their order. */
  language: string
  languages?: readonly string[]
  version: string
  terms: QueryTerm[]
  /** How many results are shown: only their pages' text is fetched (a short query can match every page). */
  limit: number
  /** Whether a hit can be shown (its page is in the route table); the count covers only those. */
  shows: (hit: SearchHit) => boolean
  /** Names a glossary pairs across the languages: a term equal to one is searched as the others too. */
  synonyms?: readonly SynonymPair[]
}

type LanguageHits = { status: 'missing'; urls: string[] } | { status: 'ready'; hits: SearchHit[] }

/** One language's ranking: the manifest, then the shards of every variant of every term. */
function rankLanguage(
  request: SearchRequest,
  terms: QueryTerm[],
  language: string,
  lookup: (url: string) => unknown,
): LanguageHits {
  const urls = searchIndexUrls(language, request.version)
  const manifest = lookup(urls.manifest) as SearchManifest | undefined
  if (!manifest) return { status: 'missing', urls: [urls.manifest] }
  const keys = shardKeys(manifest)
  const variants: Variant[][] = terms.map((term) =>
    variantsOf(term, keys, synonymsOf(term, request.synonyms ?? [])),
  )
  const termShards = variants.map(shardsOfVariants)
  // A term in no shard occurs nowhere, and the terms are ANDed.
  if (terms.length === 0 || termShards.some((found) => found === null)) return { status: 'ready', hits: [] }
  const shardUrls = [...new Set(termShards.flat() as string[])].map(urls.shard)
  const absent = shardUrls.filter((url) => lookup(url) === undefined)
  if (absent.length > 0) return { status: 'missing', urls: absent }
  const key = JSON.stringify([terms.map((term) => term.text), request.synonyms?.length ?? 0])
  const ranking = rankedOnce(manifest, key, () => {
    const shardOf = (shard: string) => lookup(urls.shard(shard)) as SearchShard
    return rankPages(
      manifest.pages,
      terms,
      variants.map((termVariants) => countTerm(termVariants, shardOf)),
    )
  })
  return { status: 'ready', hits: derivedOnce([ranking, request.shows], () => ranking.filter(request.shows)) }
}

// What follows from kept rankings is kept with them: a key press that shows a query again (a short
// query can match every page) filters and merges its hits once, not on every render.
const derived = new WeakMap<object, unknown>()
function derivedOnce<T>(inputs: readonly object[], derive: () => T): T {
  let level = derived
  for (const input of inputs.slice(0, -1)) {
    let next = level.get(input) as WeakMap<object, unknown> | undefined
    if (!next) level.set(input, (next = new WeakMap()))
    level = next
  }
  const last = inputs[inputs.length - 1]
  if (!level.has(last)) level.set(last, derive())
  return level.get(last) as T
}

/**
 * In steps, each needing the one before: the traditional-character map (for a query with Chinese
 * in it), every language's manifest, the shards of the query's terms in each, then the text of
 * the results shown. `lookup` answers with a piece fetched already, or undefined.
 */
export function resolveSearch(request: SearchRequest, lookup: (url: string) => unknown): SearchResolution {
  const languages = [
    request.language,
    ...(request.languages ?? []).filter((language) => language !== request.language),
  ]
  let terms = request.terms
  if (needsTraditionalMap(terms)) {
    const url = searchIndexUrls(request.language, request.version).traditional
    const pairs = lookup(url) as { pairs: string } | undefined
    // Fetched beside the manifests, not before them.
    if (!pairs) {
      const manifests = languages.map((language) => searchIndexUrls(language, request.version).manifest)
      return {
        status: 'missing',
        urls: [url, ...manifests.filter((manifest) => lookup(manifest) === undefined)],
      }
    }
    terms = simplified(terms, pairs)
  }
  const ranked = languages.map((language) => ({
    language,
    ...rankLanguage(request, terms, language, lookup),
  }))
  const wanted = ranked.flatMap((found) => (found.status === 'missing' ? found.urls : []))
  if (wanted.length > 0) return { status: 'missing', urls: wanted }

  // The languages in order within each tier: pages holding the terms as typed, then those found
  // through a glossary name, then through a typo. So expansion never pushes the other language's
  // pages that hold the very words typed (小程序 on the English site) out of the first results.
  const tier = ({ hit }: { hit: SearchHit }) => (hit.fuzzy ? 2 : hit.synonym ? 1 : 0)
  const readyHits = ranked.flatMap((found) => (found.status === 'ready' ? [found.hits] : []))
  const hits = derivedOnce(readyHits, () =>
    ranked
      .flatMap((found) =>
        found.status === 'ready' ? found.hits.map((hit) => ({ hit, language: found.language })) : [],
      )
      .sort((a, b) => tier(a) - tier(b)),
  )
  const shownHits = hits.slice(0, request.limit)
  const shown: ShownHit[] = []
  const pageUrl = ({ hit, language }: (typeof hits)[number]) =>
    searchIndexUrls(language, request.version).page(hit.page, hit.partIndex)
  for (const found of shownHits) {
    const page = lookup(pageUrl(found)) as IndexedPagePart | undefined
    if (!page) break
    shown.push({ ...found, page })
  }
  const missingPages = shownHits.slice(shown.length).map(pageUrl)
  return {
    status: 'ready',
    count: hits.length,
    shown,
    missing: missingPages.filter((url) => lookup(url) === undefined),
  }
}
