import { useTranslation } from 'react-i18next'
import { ExternalLink } from '@/components/page/external-link'
import { cardVariants } from '@/components/ui/card'
import type { GlossaryPageTerm } from '@/glossary/glossary-content'
import { useActiveLanguage } from '@/i18n/use-active-language'
import { PageLink } from '@/routes/page-link'
import type { RoutePath } from '@/routes/route-table'

/** One term: both names, aliases, the definition, its dated sources and the guides that use it. */
export function GlossaryEntry({ term }: { term: GlossaryPageTerm }) {
  const { t } = useTranslation('glossary')
  const { active } = useActiveLanguage()
  const otherLanguage = active === 'zh' ? 'en' : 'zh'
  return (
    <article
      id={term.id}
      aria-labelledby={`term-${term.id}`}
      className={cardVariants({ tone: 'plain', padding: 'md', className: 'scroll-mt-28' })}
    >
      <h3 id={`term-${term.id}`} className="text-lg font-semibold">
        {term.name}{' '}
        <span className="ml-1 font-normal text-muted-foreground" lang={otherLanguage}>
          {term.otherName}
        </span>
      </h3>
      {term.aliases.length > 0 && (
        <p className="mt-1 text-sm text-muted-foreground">
          {t('aliases', { aliases: term.aliases.join(t('separator')) })}
        </p>
      )}
      <p className="mt-3 leading-7">{term.definition}</p>
      {term.sources.length > 0 && (
        <div className="mt-3 text-sm">
          <p className="font-medium">{t('sources')}</p>
          <ul className="mt-1 space-y-1">
            {term.sources.map((source) => (
              <li key={source.url} className="text-muted-foreground">
                <ExternalLink href={source.url} className="break-words text-primary hover:underline">
                  {source.title}
                </ExternalLink>
                {source.secondary && (
                  <span className="ml-1.5 inline-block rounded bg-muted px-1.5 text-[11px] font-medium whitespace-nowrap">
                    {t('secondary')}
                  </span>
                )}
                {' · '}
                {t('checked', {
                  date: new Date(`${source.checked}T00:00:00`),
                  formatParams: { date: { dateStyle: 'long' } },
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-3 text-sm">
        <p className="font-medium">{t('usedIn', { count: term.guides.length })}</p>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {term.guides.map((guide) => (
            <li key={guide.path}>
              {/* The path comes from the route data the build read, so it names a routed guide. */}
              <PageLink to={guide.path as RoutePath} className="text-primary hover:underline">
                {guide.title}
              </PageLink>
            </li>
          ))}
        </ul>
      </div>
    </article>
  )
}
