import { useCallback, type MouseEvent, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { rememberLanguage } from '@/i18n/remembered-language'
import type { ResultView } from './result-view'
import { SearchResultItem } from './search-result-item'
import { useOpenResult } from './use-open-result'

interface SearchResultListProps {
  results: ResultView[]
  ref?: Ref<HTMLUListElement>
  /** The search page numbers its results; the dialog lists them. */
  ordered?: boolean
  onNavigate?: () => void
  className?: string
  itemClassName?: string
}

/** The results, with their labels translated here once rather than in every item. */
export function SearchResultList({
  results,
  ref,
  ordered,
  onNavigate,
  className,
  itemClassName,
}: SearchResultListProps) {
  const { t } = useTranslation(['search', 'navigation'])
  const open = useOpenResult()
  const onOpen = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, result: ResultView) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      onNavigate?.()
      // A page in the other language loads as a document, as its link says; following it chooses
      // that language, as the switcher does, or the start-up script would move the reader back.
      if (result.foreign) return rememberLanguage(result.language)
      event.preventDefault()
      open(result)
    },
    [open, onNavigate],
  )
  const items = results.map((result) => (
    <li key={result.key}>
      <SearchResultItem
        result={result}
        section={result.section ? t(`titles.${result.section}`, { ns: 'navigation' }) : t('otherPages')}
        separator={t('headingSeparator')}
        languageTag={result.foreign ? t(`languageTag.${result.language}`) : undefined}
        languageName={result.foreign ? t(`languageName.${result.language}`) : undefined}
        onOpen={onOpen}
        className={itemClassName}
      />
    </li>
  ))
  return ordered ? (
    <ol aria-label={t('resultsLabel')} className={className}>
      {items}
    </ol>
  ) : (
    <ul ref={ref} aria-label={t('resultsLabel')} className={className}>
      {items}
    </ul>
  )
}
