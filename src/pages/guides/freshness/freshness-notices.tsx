import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { cardVariants } from '@/components/ui/card'
import { isStale } from '@super-individual/content'
import type { TranslationLead } from '@super-individual/content'
import { counterpartPath } from '@/i18n/language-path'
import { rememberLanguage } from '@/i18n/remembered-language'

const day = (date: string) => new Date(`${date}T00:00:00`)
// The draft banner's look: a guide's own notes to its reader, before its title.
const noteStyle = (accent: string) =>
  cardVariants({ tone: 'muted', padding: 'sm', className: `border-l-4 text-sm ${accent}` })

/**
 * What a reader should know before trusting a guide: that its sources were last read more than a
 * year before this build, and that the other language's version has changed since this one.
 */
export function FreshnessNotices({
  lastChecked,
  buildDate,
  lead,
}: {
  /** The guide's newest check (newestCheck): a source's read, or its last review when none was read. */
  lastChecked: { date: string; fromSources: boolean }
  buildDate: string
  lead?: TranslationLead
}) {
  const { t } = useTranslation('guides')
  const { pathname } = useLocation()
  const stale = isStale(lastChecked.date, buildDate)
  if (!stale && !lead) return null
  return (
    <div className="mb-4 space-y-2">
      {lead && (
        <p role="note" data-testid="translation-notice" className={noteStyle('border-l-primary')}>
          {t(`freshness.translationNotice.${lead.leader}`, {
            date: day(lead.updated),
            formatParams: { date: { dateStyle: 'medium' } },
          })}{' '}
          {/* A plain link (a page load) like CounterpartLink's: importing that would split it into a
              chunk shared with the language banner, whose name the entry's loaders then carry. */}
          <a
            href={counterpartPath(pathname, lead.leader)}
            lang={lead.leader}
            hrefLang={lead.leader}
            onClick={() => rememberLanguage(lead.leader)}
            className="font-medium text-primary underline underline-offset-4"
          >
            {t(`freshness.readLeader.${lead.leader}`)}
          </a>
        </p>
      )}
      {stale && (
        <p role="note" data-testid="stale-notice" className={noteStyle('border-l-amber-500')}>
          {t(lastChecked.fromSources ? 'freshness.stale' : 'freshness.staleUnchecked', {
            date: day(lastChecked.date),
            formatParams: { date: { dateStyle: 'long' } },
          })}
        </p>
      )}
    </div>
  )
}
