import { searchIndexUrls, type IndexedPage } from './index-format'
import { shardIndex } from './index-shards'
import { parseQuery } from './matcher'
import type { SearchHit } from './rank'
import { resolveSearch, type SearchResolution } from './search-results'

/**
 * The pieces the build writes for `pages`, by the URL the browser fetches them from: tests search
 * through the same manifest, shards and page files, without a network.
 */
export function indexInMemory(pages: readonly IndexedPage[], language = 'zh', version = 'test') {
  const urls = searchIndexUrls(language, version)
  const { manifest, shards } = shardIndex(pages)
  // Through JSON, as the browser receives them.
  const files = new Map<string, unknown>([[urls.manifest, JSON.parse(JSON.stringify(manifest))]])
  for (const [key, shard] of shards) files.set(urls.shard(key), JSON.parse(JSON.stringify(shard)))
  pages.forEach((page, index) => files.set(urls.page(index), page))
  return { files, language, version }
}

/** A query's resolution over an in-memory index, recording every URL it asked for. */
export function searchInMemory(
  index: ReturnType<typeof indexInMemory>,
  query: string,
  { limit = Infinity, shows = () => true }: { limit?: number; shows?: (hit: SearchHit) => boolean } = {},
): { resolution: SearchResolution; asked: string[] } {
  const asked: string[] = []
  const request = { language: index.language, version: index.version, terms: parseQuery(query), limit, shows }
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
