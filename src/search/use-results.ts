import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { supportedLanguages } from '@/i18n/languages'
import { useActiveLanguage } from '@/i18n/use-active-language'
import { indexStore } from './index-store'
import { parseQuery } from './matcher'
import type { SynonymPair } from './query-terms'
import { resultView, routeOf, type ResultView } from './result-view'
import { resolveSearch } from './search-results'

export type SearchState =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready' }

interface ResultsOptions {
  /** Fetch nothing until then (the dialog is open, or the page has a query): a visitor who never searches downloads no index. */
  enabled?: boolean
  /** How many results are shown: only those get their page's text fetched and a snippet built. */
  limit?: number
  /** A glossary's names in both languages, each searched for the others (see query-terms.ts). */
  synonyms?: readonly SynonymPair[]
}

const shows = (hit: Parameters<typeof routeOf>[0]) => routeOf(hit) !== null
const languages = supportedLanguages

/**
 * The results for a query in every language, the one being shown first: the state, how many pages
 * match and the first `limit` of them, best first. Fetches the index pieces the query needs as it changes.
 */
export function useResults(
  query: string,
  { enabled = true, limit = Infinity, synonyms }: ResultsOptions = {},
): { state: SearchState; results: ResultView[]; count: number } {
  const { active } = useActiveLanguage()
  const store = useSyncExternalStore(indexStore.subscribe, indexStore.snapshot, indexStore.snapshot)
  const terms = useMemo(() => parseQuery(query), [query])
  const resolution = useMemo(
    () =>
      resolveSearch(
        { language: active, languages, version: __BUILD_VERSION__, terms, limit, shows, synonyms },
        (url) => store.loaded.get(url),
      ),
    [active, terms, limit, synonyms, store.loaded],
  )
  const wanted = resolution.status === 'missing' ? resolution.urls : resolution.missing
  useEffect(() => {
    if (enabled) indexStore.request(wanted)
  }, [enabled, wanted])

  return useMemo(() => {
    // A page text that failed fails the search too: its result would never appear.
    if (wanted.some((url) => store.failed.has(url)))
      return { state: { status: 'failed', retry: indexStore.retry }, count: 0, results: [] }
    if (resolution.status === 'missing') return { state: { status: 'loading' }, count: 0, results: [] }
    return {
      state: { status: 'ready' },
      count: resolution.count,
      results: resolution.shown.flatMap((shown) => {
        const to = routeOf(shown.hit)
        return to ? [resultView(shown, to, active)] : []
      }),
    }
  }, [resolution, wanted, store.failed, active])
}
