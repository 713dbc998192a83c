import { useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { PageLink, usePageNavigate } from '@/routes/page-link'
import { SearchResultItem } from './search-result-item'
import { SearchStatus } from './search-status'
import { useResults } from './use-results'

const shownInDialog = 8

interface SearchDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The header's search: results as you type; arrow keys move focus through them, Enter opens the
 * focused one (the first from the field), Escape closes. Loaded on first use, with the index.
 */
export default function SearchDialog({ open, onOpenChange }: SearchDialogProps) {
  const { t } = useTranslation('search')
  const [query, setQuery] = useState('')
  const { state, results: shown, count } = useResults(query, { limit: shownInDialog })
  const navigate = usePageNavigate()
  const input = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const close = () => onOpenChange(false)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = [...(list.current?.querySelectorAll<HTMLElement>('[data-search-result]') ?? [])]
    const at = links.indexOf(document.activeElement as HTMLElement)
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1
      ;(next < 0 ? input.current : links[next])?.focus()
    } else if (event.key === 'Enter' && event.target === input.current && shown[0]) {
      event.preventDefault()
      close()
      navigate({ to: shown[0].to, hash: shown[0].hash })
    } else if (at >= 0 && event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
      // Typing on a result goes back to the field, which takes the key.
      input.current?.focus()
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('close')}
        className="top-[8vh] max-w-2xl translate-y-0 p-4 sm:p-5"
        onKeyDown={onKeyDown}
      >
        <DialogTitle className="pr-8 text-lg">{t('dialogTitle')}</DialogTitle>
        <DialogDescription className="mt-1">{t('hint')}</DialogDescription>
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
        {shown.length > 0 && (
          <ul ref={list} aria-label={t('resultsLabel')} className="mt-2 space-y-1">
            {shown.map((result) => (
              <li key={result.key}>
                <SearchResultItem result={result} onNavigate={close} />
              </li>
            ))}
          </ul>
        )}
        {count > 0 && (
          <PageLink
            to="/search"
            search={`?q=${encodeURIComponent(query)}`}
            onClick={close}
            className="mt-3 inline-block text-sm font-medium text-primary hover:underline"
          >
            {t('seeAll')}
          </PageLink>
        )}
      </DialogContent>
    </Dialog>
  )
}
