import { useMemo } from 'react'
import { resultView, type ResultView } from './result-view'
import { useSearch, type SearchState } from './use-search'

/** The search state and its hits as results to show, best first. */
export function useResults(query: string, enabled = true): { state: SearchState; results: ResultView[] } {
  const state = useSearch(query, enabled)
  const results = useMemo(
    () => (state.status === 'ready' ? state.hits.map(resultView).filter((view) => view !== null) : []),
    [state],
  )
  return { state, results }
}
