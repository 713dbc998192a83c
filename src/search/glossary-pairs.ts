import { useEffect, useSyncExternalStore } from 'react'
import { searchIndexUrls } from './index-format'
import { indexStore } from './index-store'
import type { SynonymPair } from './query-terms'

const none: readonly SynonymPair[] = []

/**
 * The glossary's names in both languages (search-index/glossary-pairs.json, written by the build),
 * to pass as `synonyms`: fetched with the manifests once search is `enabled`, never before, and
 * none until they arrive (or if they fail: a search without them still works).
 */
export function useGlossaryPairs(enabled: boolean): readonly SynonymPair[] {
  // One file for both languages: the language in the URL is unused.
  const url = searchIndexUrls('', __BUILD_VERSION__).glossary
  useEffect(() => {
    if (enabled) indexStore.request([url])
  }, [enabled, url])
  const file = useSyncExternalStore(
    indexStore.subscribe,
    () => indexStore.snapshot().loaded.get(url),
    () => undefined,
  ) as { pairs: SynonymPair[] } | undefined
  return file?.pairs ?? none
}
