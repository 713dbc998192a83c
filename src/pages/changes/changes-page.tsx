import { Rss } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { ContentUnavailable } from '@/components/content-unavailable'
import { withLanguagePrefix } from '@/i18n/language-path'
import { useActiveLanguage } from '@/i18n/use-active-language'
import { usePageContent } from '@/i18n/use-page-content'
import { useHydrated } from '@/lib/use-hydrated'
import { sectionIds, type SectionId } from '@/routes/top-level-routes'
import { useReplaceSearch } from '@/routes/page-link'
import { useKeptLinks } from '@/routes/use-kept-links'
import { ChangeList } from './change-list'
import type { ChangesOnPage } from './changes-skeleton'
import { byMonth } from './month-groups'
import { SectionFilter } from './section-filter'

/**
 * /changes: what changed in the guides for a reader (their `reader` change-log entries), newest
 * first by month. Prerendered with every entry; the section filter lives in ?section=, read once
 * hydrated (a static host ignores the query), so a filtered list can be shared. A prerendered
 * /changes hydrates from a skeleton: each entry's guide and words are HTML that React keeps.
 */
export default function ChangesPage() {
  const { t } = useTranslation('changes')
  const { active } = useActiveLanguage()
  const content = usePageContent('reader-changes', 'readerChanges')
  const hydrated = useHydrated()
  const [params] = useSearchParams()
  const replaceSearch = useReplaceSearch()
  const page = useRef<HTMLDivElement>(null)
  useKeptLinks(page)
  if (!content.ok) return <ContentUnavailable onRetry={content.reload} />

  const { entries, kept }: ChangesOnPage = content.data
  const sections = sectionIds.filter((id) => entries.some((entry) => entry.section === id))
  const wanted = hydrated ? params.get('section') : null
  const selected = sections.find((id) => id === wanted)
  const shown = selected ? entries.filter((entry) => entry.section === selected) : entries
  const select = (section: SectionId | undefined) => replaceSearch(section ? `?section=${section}` : '')

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 lg:px-6" ref={page}>
      {/* PageHeader's markup, written out: importing it added 60 bytes gzip to the entry (the page
          loaders' dependency lists), and /super-individual is within 100 bytes of its budget. */}
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('intro')}</p>
        <p className="mt-3 text-sm">
          <a
            href={withLanguagePrefix('/feed.xml', active)}
            type="application/atom+xml"
            className="inline-flex items-center gap-1.5 text-primary hover:underline"
          >
            <Rss aria-hidden="true" className="size-4" />
            {t('subscribe')}
          </a>
        </p>
      </header>
      <SectionFilter sections={sections} selected={selected} onSelect={select} />
      <p role="status" className="mt-4 text-sm text-muted-foreground">
        {t('count', { count: shown.length })}
      </p>
      <ChangeList groups={byMonth(shown)} kept={kept === true} />
    </div>
  )
}
