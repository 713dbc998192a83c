import { useTranslation } from 'react-i18next'
import { ExternalLink } from '@/components/page/external-link'
import { monthDate } from './month-date'

/** "As of November 2026 · Source: <the exact page>", under a fact or a case. */
export function DatedSource({ asOf, source }: { asOf: string; source: { url: string; label: string } }) {
  const { t } = useTranslation('guides')
  return (
    <>
      {t('blocks.asOf', {
        month: monthDate(asOf),
        formatParams: { month: { year: 'numeric', month: 'long' } },
      })}
      {' · '}
      {t('blocks.source')}{' '}
      <ExternalLink href={source.url} className="break-words text-primary hover:underline">
        {source.label}
      </ExternalLink>
    </>
  )
}
