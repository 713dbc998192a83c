import { useTranslation } from 'react-i18next'
import { useRef } from 'react'
import { ContentUnavailable } from '@/components/content-unavailable'
import { usePageContent } from '@/i18n/use-page-content'
import { FrozenRegion } from '@/components/frozen-region'
import { useKeptLinks } from '@/routes/use-kept-links'
import { GlossaryEntry } from './glossary-entry'
import { termCount, topicTermsRegion, type GlossaryOnPage } from './glossary-skeleton'

/**
 * /glossary: every term the guides use, grouped by topic, built from src/glossary by the build into
 * the `glossary-terms` namespace (with the guides that use each term). Each topic and term is an
 * anchor (/glossary#merchant-of-record), which a guide's term popover links to. A prerendered
 * /glossary hydrates from a skeleton: each topic's terms are HTML that React keeps.
 */
export default function GlossaryPage() {
  const { t } = useTranslation('glossary')
  const content = usePageContent('glossary-terms', 'glossaryTerms')
  const page = useRef<HTMLDivElement>(null)
  useKeptLinks(page)
  if (!content.ok) return <ContentUnavailable onRetry={content.reload} />
  const { topics, kept }: GlossaryOnPage = content.data
  const count = topics.reduce((sum, topic) => sum + termCount(topic), 0)

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 lg:px-6" ref={page}>
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('intro', { count })}</p>
      </header>
      <nav aria-label={t('topics')} className="rounded-lg border bg-muted/40 p-4">
        <p className="text-sm font-semibold">{t('topics')}</p>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {topics.map((topic) => (
            <li key={topic.id}>
              <a href={`#topic-${topic.id}`} className="text-primary hover:underline">
                {t('topicLink', { title: topic.title, count: termCount(topic) })}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {topics.map((topic) => (
        <section key={topic.id} aria-labelledby={`topic-${topic.id}`} className="mt-10">
          <h2 id={`topic-${topic.id}`} className="scroll-mt-28 text-2xl font-semibold">
            {topic.title}
          </h2>
          <FrozenRegion name={topicTermsRegion(topic.id)} className="mt-4 space-y-4">
            {kept ? undefined : topic.terms.map((term) => <GlossaryEntry key={term.id} term={term} />)}
          </FrozenRegion>
        </section>
      ))}
    </div>
  )
}
