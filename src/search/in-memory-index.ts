import { pageParts, searchIndexUrls, type IndexedPage } from './index-format'
import { shardIndex, type Readings } from './index-shards'
import { parseQuery } from './matcher'
import type { SynonymPair } from './query-terms'
import type { SearchHit } from './rank'
import { resolveSearch, type SearchResolution } from './search-results'

/**
 * The pieces the build writes for `pages`, by the URL the browser fetches them from: tests search
 * through the same manifest, shards and page files, without a network.
 */
export function indexInMemory(pages: readonly IndexedPage[], language = 'zh', version = 'test') {
  return indexesInMemory({ [language]: pages }, { language, version })
}

interface InMemoryOptions {
  /** The page's language, searched first; every language of `pages` is searched. */
  language: string
  version?: string
  readings?: Readings
  /** The traditional-character pairs ("眾众…"), as the build writes them. */
  traditional?: string
}

/** Several languages' indexes, as indexInMemory: a query searches them all, `language` first. */
export function indexesInMemory(
  pages: Readonly<Record<string, readonly IndexedPage[]>>,
  options: InMemoryOptions,
) {
  const version = options.version ?? 'test'
  // Through JSON, as the browser receives them.
  const files = new Map<string, unknown>()
  for (const [language, languagePages] of Object.entries(pages)) {
    const urls = searchIndexUrls(language, version)
    const { manifest, shards } = shardIndex(languagePages, options.readings)
    files.set(urls.manifest, JSON.parse(JSON.stringify(manifest)))
    for (const [key, shard] of shards) files.set(urls.shard(key), JSON.parse(JSON.stringify(shard)))
    languagePages.forEach((page, index) =>
      pageParts(page).forEach((part, partIndex) => files.set(urls.page(index, partIndex), part)),
    )
    files.set(urls.traditional, { pairs: options.traditional ?? '' })
  }
  return { files, language: options.language, languages: Object.keys(pages), version }
}

/** A query's resolution over an in-memory index, recording every URL it asked for. */
export function searchInMemory(
  index: ReturnType<typeof indexInMemory>,
  query: string,
  {
    limit = Infinity,
    shows = () => true,
    synonyms,
  }: { limit?: number; shows?: (hit: SearchHit) => boolean; synonyms?: readonly SynonymPair[] } = {},
): { resolution: SearchResolution; asked: string[] } {
  const asked: string[] = []
  const request = {
    language: index.language,
    languages: index.languages,
    version: index.version,
    terms: parseQuery(query),
    limit,
    shows,
    synonyms,
  }
  // Each step names the pieces it lacks; answer them and ask again, as the browser does.
  const present = new Set<string>()
  for (;;) {
    const resolution = resolveSearch(request, (url) => (present.has(url) ? index.files.get(url) : undefined))
    const wanted = resolution.status === 'ready' ? resolution.missing : resolution.urls
    if (wanted.length === 0) return { resolution, asked }
    for (const url of wanted) {
      if (!index.files.has(url)) throw new Error(`The index has no ${url}`)
      asked.push(url)
      present.add(url)
    }
  }
}
