import { useTranslation } from 'react-i18next'
import { newestFirst } from '@/lib/newest-first'
import { PageLink } from '@/routes/page-link'
import type { ChangeLogEntry } from '@super-individual/content'
import { frozenChangeLogName } from '../frozen/frozen-article'
import { FrozenRegion } from '@/components/frozen-region'

/**
 * What changed in an article and when, newest first. `kept`: the page hydrates from the build's
 * skeleton, whose entries have no words, and the list is the prerendered HTML.
 */
export function ChangeLog({
  entries,
  sections,
  kept = false,
}: {
  entries: ChangeLogEntry[]
  /** The guide's sections, for an entry that names the one it changed. */
  sections: readonly { id: string; heading: string }[]
  kept?: boolean
}) {
  const { t } = useTranslation('guides')
  const newest = [...entries].sort((first, second) => newestFirst(first.date, second.date))
  return (
    <section aria-labelledby="article-change-log" className="mt-10">
      <h2 id="article-change-log" className="text-xl font-semibold">
        {t('blocks.changeLog')}
      </h2>
      <FrozenRegion name={frozenChangeLogName}>
        {kept ? undefined : (
          <ol className="mt-3 space-y-2 text-sm leading-6">
            {newest.map((entry) => (
              <li key={`${entry.date}-${entry.text}`} className="flex flex-col gap-x-3 sm:flex-row">
                <time
                  dateTime={entry.date}
                  className="shrink-0 font-medium tabular-nums text-muted-foreground"
                >
                  {t('blocks.changeDate', {
                    date: new Date(`${entry.date}T00:00:00`),
                    formatParams: { date: { dateStyle: 'long' } },
                  })}
                </time>
                <span>
                  {entry.text}
                  {entry.section && <SectionLink id={entry.section} sections={sections} />}
                </span>
              </li>
            ))}
          </ol>
        )}
      </FrozenRegion>
      <p className="mt-3 text-sm">
        <PageLink to="/changes" className="text-primary hover:underline">
          {t('blocks.allChanges')}
        </PageLink>
      </p>
    </section>
  )
}

/** "See “Fees”": the section a change is in, by its stable id. */
function SectionLink({ id, sections }: { id: string; sections: readonly { id: string; heading: string }[] }) {
  const { t } = useTranslation('guides')
  const heading = sections.find((section) => section.id === id)?.heading
  if (!heading) return null
  return (
    <>
      {' '}
      {/* Underlined, not only coloured: it sits inside the entry's sentence (axe link-in-text-block). */}
      <a href={`#${id}`} className="text-primary underline underline-offset-4">
        {t('blocks.changeSection', { heading })}
      </a>
    </>
  )
}
