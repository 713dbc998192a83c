import { CalendarClock, Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { isStale } from '@/freshness/freshness'
import type { TranslationLead } from '@/freshness/translation-lead'
import { CounterpartLink } from '@/routes/counterpart-link'

const day = (date: string) => new Date(`${date}T00:00:00`)

/**
 * What a reader should know before trusting a guide: that its sources were last read more than a
 * year before this build, and that the other language's version has changed since this one.
 */
export function FreshnessNotices({
  lastChecked,
  buildDate,
  lead,
}: {
  lastChecked: string
  buildDate: string
  lead?: TranslationLead
}) {
  const { t } = useTranslation('guides')
  const stale = isStale(lastChecked, buildDate)
  if (!stale && !lead) return null
  return (
    <div className="mb-4 space-y-2">
      {lead && (
        <Alert role="note" data-testid="translation-notice">
          <Languages aria-hidden="true" />
          <p>
            {t(`freshness.translationNotice.${lead.leader}`, {
              date: day(lead.updated),
              formatParams: { date: { dateStyle: 'medium' } },
            })}{' '}
            <CounterpartLink language={lead.leader} className="font-medium text-primary underline-offset-4 hover:underline">
              {t(`freshness.readLeader.${lead.leader}`)}
            </CounterpartLink>
          </p>
        </Alert>
      )}
      {stale && (
        <Alert role="note" data-testid="stale-notice" className="border-amber-500/50 bg-amber-500/10">
          <CalendarClock aria-hidden="true" />
          <p>{t('freshness.stale', { date: day(lastChecked), formatParams: { date: { dateStyle: 'long' } } })}</p>
        </Alert>
      )}
    </div>
  )
}
