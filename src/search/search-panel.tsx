import { useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'
import { PageLink } from '@/routes/page-link'
import { useGlossaryPairs } from './glossary-pairs'
import { SearchResultList } from './search-result-list'
import { SearchStatus } from './search-status'
import { useOpenResult } from './use-open-result'
import { useResults } from './use-results'

const shownInDialog = 6

/**
 * The dialog's field and results: arrow keys move focus through them, Enter opens the focused one
 * (the first from the field); Tab reaches a result's bookmark. Escape is the dialog's.
 */
export function SearchPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('search')
  const [query, setQuery] = useState('')
  const {
    state,
    results: shown,
    count,
  } = useResults(query, {
    limit: shownInDialog,
    synonyms: useGlossaryPairs(true),
  })
  const open = useOpenResult()
  const input = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLUListElement>(null)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = [...(list.current?.querySelectorAll<HTMLElement>('[data-search-result]') ?? [])]
    // A result's bookmark (Tab from its link) moves with the arrows as its link does.
    const focused = document.activeElement
    const at = links.findIndex((link) => link.closest('li')?.contains(focused))
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1
      ;(next < 0 ? input.current : links[next])?.focus()
    } else if (event.key === 'Enter' && event.target === input.current && shown[0]) {
      event.preventDefault()
      onClose()
      open(shown[0])
    } else if (links[at] === focused && event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
      // Typing on a result goes back to the field, which takes the key.
      input.current?.focus()
    }
  }

  return (
    // Keys bubble here from the field and the results; the handler only moves focus between them.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={onKeyDown}>
      <Input
        ref={input}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-label={t('fieldLabel')}
        placeholder={t('placeholder')}
        autoComplete="off"
        enterKeyHint="go"
        className="mt-3"
      />
      <SearchStatus query={query} state={state} count={count} className="mt-3" />
      {/* Above the results, where it is seen without scrolling past five of them. */}
      {query.trim() && (
        <PageLink
          to="/ask"
          search={`?q=${encodeURIComponent(query.trim())}`}
          onClick={onClose}
          className="mt-2 inline-block text-sm font-medium text-primary hover:underline"
        >
          {t('askGuides', { query: query.trim() })}
        </PageLink>
      )}
      {shown.length > 0 && (
        <SearchResultList ref={list} results={shown} onNavigate={onClose} className="mt-2 space-y-1" />
      )}
      {count > 0 && (
        <PageLink
          to="/search"
          search={`?q=${encodeURIComponent(query)}`}
          onClick={onClose}
          className="mt-3 inline-block text-sm font-medium text-primary hover:underline"
        >
          {t('seeAll')}
        </PageLink>
      )}
    </div>
  )
}
