import { useCallback, useEffect, useMemo, useState } from 'react'
import { useActiveLanguage } from '@/i18n/use-active-language'
import { loadSearchIndex } from './load-index'
import type { PreparedPage } from './prepared-index'
import { searchPages, type SearchHit } from './rank'

export type SearchState =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; hits: SearchHit[] }

/**
 * The hits for a query in the language being shown. The index loads once `enabled` (the dialog is
 * open, or the page has a query), so a visitor who never searches never downloads it.
 */
export function useSearch(query: string, enabled = true): SearchState {
  const { active } = useActiveLanguage()
  const [index, setIndex] = useState<{ language: string; pages: PreparedPage[] } | 'failed' | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!enabled) return
    let current = true
    loadSearchIndex(active).then(
      (pages) => current && setIndex({ language: active, pages }),
      () => current && setIndex('failed'),
    )
    return () => {
      current = false
    }
  }, [active, attempt, enabled])

  const retry = useCallback(() => {
    setIndex(null)
    setAttempt((count) => count + 1)
  }, [])

  return useMemo((): SearchState => {
    if (index === 'failed') return { status: 'failed', retry }
    if (!index || index.language !== active) return { status: 'loading' }
    return { status: 'ready', hits: searchPages(index.pages, query) }
  }, [index, active, query, retry])
}
