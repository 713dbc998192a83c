import { useMemo } from 'react'
import { resultView, routeOf, type ResultView } from './result-view'
import { useSearch, type SearchState } from './use-search'

interface ResultsOptions {
  enabled?: boolean
  /** How many results are shown: only those get a snippet built (a short query can match every page). */
  limit?: number
}

/** The search state, the number of results and the first `limit` of them to show, best first. */
export function useResults(
  query: string,
  { enabled = true, limit = Infinity }: ResultsOptions = {},
): { state: SearchState; results: ResultView[]; count: number } {
  const state = useSearch(query, enabled)
  return useMemo(() => {
    const routed = (state.status === 'ready' ? state.hits : []).flatMap((hit) => {
      const to = routeOf(hit)
      return to ? [{ hit, to }] : []
    })
    const results = routed.slice(0, limit).map(({ hit, to }) => resultView(hit, to))
    return { state, results, count: routed.length }
  }, [state, limit])
}
