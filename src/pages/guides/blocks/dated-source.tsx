import { useTranslation } from 'react-i18next'
import type { ArticleSource } from '@super-individual/content'
import { SourceLink } from './source-link'
import { useSourceDates } from './use-source-dates'

/** "As of May 2025, checked Nov 2026 · Source: <the exact page>", under a fact or a case. */
export function DatedSource({
  asOf,
  checked,
  source,
}: {
  asOf: string
  checked?: string
  source: ArticleSource
}) {
  const { t } = useTranslation('guides')
  const datesOf = useSourceDates()
  return (
    <>
      {datesOf({ asOf, checked })}
      {' · '}
      {t('blocks.source')} <SourceLink source={source} />
    </>
  )
}
