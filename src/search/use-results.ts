import { useMemo } from 'react'
import { leadsToPage, resultView, type ResultView } from './result-view'
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
    const hits = state.status === 'ready' ? state.hits.filter(leadsToPage) : []
    const results = hits.slice(0, limit).map(resultView).filter((view) => view !== null)
    return { state, results, count: hits.length }
  }, [state, limit])
}
