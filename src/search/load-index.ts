import { searchIndexUrl, type SearchIndexFile } from './index-format'
import { prepareIndex, type PreparedPage } from './prepared-index'

const loaded = new Map<string, Promise<PreparedPage[]>>()

/**
 * A language's index, fetched the first time a visitor searches in it and kept for the visit. A
 * failed fetch is forgotten, so the next attempt asks again.
 */
export function loadSearchIndex(language: string, version = __BUILD_VERSION__): Promise<PreparedPage[]> {
  const cached = loaded.get(language)
  if (cached) return cached
  const pending = fetch(searchIndexUrl(language, version))
    .then((response) => {
      if (!response.ok) throw new Error(`The search index answered ${response.status}`)
      return response.json() as Promise<SearchIndexFile>
    })
    .then(prepareIndex)
  loaded.set(language, pending)
  pending.catch(() => loaded.delete(language))
  return pending
}
