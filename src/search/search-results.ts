import { searchIndexUrls, type IndexedPage, type SearchManifest, type SearchShard } from './index-format'
import type { QueryTerm } from './matcher'
import { rankPages, type SearchHit } from './rank'
import { countTerm, shardsForTerm } from './term-counts'

export interface ShownHit {
  hit: SearchHit
  page: IndexedPage
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
function rankedOnce(manifest: SearchManifest, terms: QueryTerm[], rank: () => SearchHit[]): SearchHit[] {
  let kept = rankings.get(manifest)
  if (!kept) rankings.set(manifest, (kept = new Map()))
  const key = terms.map((term) => term.text).join(' ')
  const found = kept.get(key)
  if (found) return found
  const hits = rank()
  if (kept.size === keptRankings) kept.delete(kept.keys().next().value as string)
  kept.set(key, hits)
  return hits
}

const missing = (urls: string[]): SearchResolution => ({ status: 'missing', urls })

interface SearchRequest {
  language: string
  version: string
  terms: QueryTerm[]
  /** How many results are shown: only their pages' text is fetched (a short query can match every page). */
  limit: number
  /** Whether a hit can be shown (its page is in the route table); the count covers only those. */
  shows: (hit: SearchHit) => boolean
}

/**
 * In three steps, each needing the one before: the manifest, the shards of the query's terms, then
 * the text of the results shown. `lookup` answers with a piece fetched already, or undefined.
 */
export function resolveSearch(request: SearchRequest, lookup: (url: string) => unknown): SearchResolution {
  const urls = searchIndexUrls(request.language, request.version)
  const manifest = lookup(urls.manifest) as SearchManifest | undefined
  if (!manifest) return missing([urls.manifest])
  const keys = shardKeys(manifest)
  const termShards = request.terms.map((term) => shardsForTerm(term, keys))
  // A term in no shard occurs nowhere, and the terms are ANDed.
  if (request.terms.length === 0 || termShards.some((found) => found === null))
    return { status: 'ready', count: 0, shown: [], missing: [] }
  const shardUrls = [...new Set(termShards.flat() as string[])].map(urls.shard)
  const absent = shardUrls.filter((url) => lookup(url) === undefined)
  if (absent.length > 0) return missing(absent)

  const hits = rankedOnce(manifest, request.terms, () => {
    const shardOf = (key: string) => lookup(urls.shard(key)) as SearchShard
    const counts = request.terms.map((term) => countTerm(term, shardOf, keys))
    return rankPages(manifest.pages, request.terms, counts)
  }).filter(request.shows)
  const shownHits = hits.slice(0, request.limit)
  const shown: ShownHit[] = []
  for (const hit of shownHits) {
    const page = lookup(urls.page(hit.page)) as IndexedPage | undefined
    if (!page) break
    shown.push({ hit, page })
  }
  const missingPages = shownHits.slice(shown.length).map((hit) => urls.page(hit.page))
  return { status: 'ready', count: hits.length, shown, missing: missingPages.filter((url) => lookup(url) === undefined) }
}
