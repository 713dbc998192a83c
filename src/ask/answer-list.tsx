import { useTranslation } from 'react-i18next'
import { ExternalLink } from '@/components/page/external-link'
import type { Language } from '@/i18n/languages'
import { PageLink } from '@/routes/page-link'
import type { RoutePath } from '@/routes/route-table'
import type { Quote } from './use-answer'

/** A quote's dates as the page and the Markdown copy show them: the day checked, else the month the source states. */
export function useQuoteDates() {
  const { t } = useTranslation('ask')
  return (quote: Quote) =>
    quote.item.checked
      ? t('checked', { date: quote.item.checked })
      : quote.item.asOf
        ? t('sourceDated', { month: quote.item.asOf })
        : ''
}

/** The quoted passages of an answer, best first: guide and section, the words, then source and dates. */
export function AnswerList({ quotes, language }: { quotes: readonly Quote[]; language: Language }) {
  const { t } = useTranslation('ask')
  const dates = useQuoteDates()
  return (
    <ol aria-label={t('answerLabel')} className="mt-4 space-y-4">
      {quotes.map((quote) => {
        const { item, guide } = quote
        return (
          <li key={`${guide.id}#${item.key}`} className="rounded-lg border border-border bg-card p-4">
            <PageLink
              to={guide.path as RoutePath}
              hash={item.sectionId}
              className="text-sm font-medium text-primary hover:underline"
            >
              {t('inGuide', { guide: guide.title[language] })} › {item.heading}
            </PageLink>
            <blockquote className="mt-2 border-l-2 border-primary/40 pl-3">
              {item.context && <p className="text-sm font-semibold">{item.context}</p>}
              <p className="leading-relaxed">{item.text}</p>
            </blockquote>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              {item.source && (
                <span>
                  {t('source')}
                  <ExternalLink href={item.source.url} className="text-primary hover:underline">
                    {item.source.label}
                  </ExternalLink>
                </span>
              )}
              {dates(quote) && <span>{dates(quote)}</span>}
              {/* Labels as words, not badges: a badge here would split the badge out of the chunk
                  every section page shares, one more file on their first load. */}
              {item.unverified && (
                <>
                  <span className="font-medium text-foreground">{t('unverified')}</span>
                  <span>{t('unverifiedDetail')}</span>
                </>
              )}
              {quote.stale && <span className="font-medium text-foreground">{t('stale')}</span>}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
