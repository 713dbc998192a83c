import { useTranslation } from 'react-i18next'
import { PageLink } from '@/routes/page-link'
import { cn } from '@/lib/cn'
import { HighlightedText } from './highlighted-text'
import type { ResultView } from './result-view'

interface SearchResultItemProps {
  result: ResultView
  onNavigate?: () => void
  className?: string
}

/** One result: the page title as the link, its section, and the matched part with its heading. */
export function SearchResultItem({ result, onNavigate, className }: SearchResultItemProps) {
  const { t } = useTranslation(['search', 'navigation'])
  return (
    <PageLink
      to={result.to}
      hash={result.hash}
      onClick={onNavigate}
      data-search-result=""
      className={cn(
        'block rounded-md border border-transparent px-3 py-2 hover:border-border hover:bg-muted focus-visible:border-ring focus-visible:bg-muted focus-visible:outline-none',
        className,
      )}
    >
      <span className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-primary">
          <HighlightedText segments={result.title} />
        </span>
        <span className="text-xs text-muted-foreground">
          {result.section ? t(`titles.${result.section}`, { ns: 'navigation' }) : t('otherPages')}
        </span>
      </span>
      <span className="mt-1 block text-sm leading-6 text-muted-foreground">
        {result.heading && (
          <span className="font-medium text-foreground">
            <HighlightedText segments={result.heading} />
            {t('headingSeparator')}
          </span>
        )}
        <HighlightedText segments={result.snippet} />
      </span>
    </PageLink>
  )
}
