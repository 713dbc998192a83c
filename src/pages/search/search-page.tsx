import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { QueryField, QueryPageHeading } from '@/components/page/query-field'
import { LazyResultBookmark } from '@/learning/notebook/search/lazy-result-bookmark'
import { useHydrated } from '@/lib/use-hydrated'
import { ResultAsideContext } from '@/search/result-aside'
import { useGlossaryPairs } from '@/search/glossary-pairs'
import { SearchResultList } from '@/search/search-result-list'
import { SearchStatus } from '@/search/search-status'
import { parseQuery } from '@/search/matcher'
import { useResults } from '@/search/use-results'
import { SectionSuggestions } from './section-suggestions'

// Results shown at a time: each one shown fetches its page's text for the snippet.
const pageSize = 20

/**
 * /search?q=: prerendered without results (a build has no query); the browser reads the query after
 * hydration and keeps the URL in step with the field, so a search can be shared.
 */
export default function SearchPage() {
  const { t } = useTranslation('search')
  const hydrated = useHydrated()
  const [params, setParams] = useSearchParams()
  const navigationType = useNavigationType()
  const { key } = useLocation()
  // What was typed belongs to the history entry it was typed on. The URL wins again when it comes
  // from outside (a link, back and forward), not from our own typing, which replaces the entry and
  // may arrive after the next keystroke.
  const [typed, setTyped] = useState<string | null>(null)
  const [entry, setEntry] = useState(key)
  if (navigationType !== 'REPLACE' && key !== entry) {
    setEntry(key)
    setTyped(null)
  }
  // The prerendered page has no query: the URL's is read only once hydration is over.
  const query = hydrated ? (typed ?? params.get('q') ?? '') : ''
  const searching = parseQuery(query).length > 0
  // How many pages of results are shown, for the query they were asked for: a new query starts at one.
  const [more, setMore] = useState({ query, pages: 1 })
  const limit = (more.query === query ? more.pages : 1) * pageSize
  const { state, results, count } = useResults(query, {
    enabled: searching,
    limit,
    synonyms: useGlossaryPairs(searching),
  })

  const onChange = (value: string) => {
    setTyped(value)
    setParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true })
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 lg:px-6">
      <QueryPageHeading title={t('title')} intro={t('intro')} />
      <form role="search" className="mt-6" onSubmit={(event) => event.preventDefault()}>
        <QueryField
          value={query}
          onChange={(event) => onChange(event.target.value)}
          label={t('fieldLabel')}
          placeholder={t('placeholder')}
        />
      </form>
      <SearchStatus query={query} state={state} count={count} className="mt-4" />
      {searching && results.length > 0 && (
        <ResultAsideContext.Provider value={LazyResultBookmark}>
          <SearchResultList
            results={results}
            ordered
            className="mt-3 space-y-2"
            itemClassName="border-border"
          />
        </ResultAsideContext.Provider>
      )}
      {searching && results.length > 0 && count > limit && (
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => setMore({ query, pages: limit / pageSize + 1 })}
        >
          {t('showMore')}
        </Button>
      )}
      {searching && state.status === 'ready' && count === 0 && <SectionSuggestions />}
    </div>
  )
}
