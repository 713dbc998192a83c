import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { parseQuery } from './matcher'
import type { SearchState } from './use-results'

interface SearchStatusProps {
  query: string
  state: SearchState
  count: number
  className?: string
}

/** What the search is doing, read out as it changes: loading, failed, how many results, or none. */
export function SearchStatus({ query, state, count, className }: SearchStatusProps) {
  const { t } = useTranslation('search')
  const searching = parseQuery(query).length > 0
  let message: string | null = null
  if (state.status === 'loading' && searching) message = t('loading')
  else if (state.status === 'failed') message = t('failed')
  else if (state.status === 'ready' && searching)
    message = count > 0 ? t('count', { count }) : t('noResults', { query: query.trim() })
  return (
    <div className={className}>
      <p role="status" className="text-sm text-muted-foreground">
        {message}
      </p>
      {state.status === 'failed' && (
        <Button variant="outline" size="sm" className="mt-2" onClick={state.retry}>
          {t('retry')}
        </Button>
      )}
    </div>
  )
}
