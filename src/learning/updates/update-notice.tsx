import { X } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cardVariants } from '@/components/ui/card'
import { newestFirst } from '@/lib/newest-first'
import { useLearning } from '../learning-context'

interface UpdateNoticeProps {
  articleId: string
  /** The reader changes to list, oldest first, each with its place in the change log. */
  entries: { index: number; date: string; text: string; section?: string }[]
  sections: readonly { id: string; heading: string }[]
  changeLog: readonly { date: string }[]
}

/**
 * The words of a change-log entry: from the article, or, on a prerendered guide whose change log is
 * kept as HTML (src/pages/guides/frozen), from the page, whose list is the change log newest first.
 */
function wordsOf(entry: UpdateNoticeProps['entries'][number], changeLog: readonly { date: string }[]) {
  if (entry.text) return entry.text
  const order = changeLog
    .map((logged, index) => ({ date: logged.date, index }))
    .sort((first, second) => newestFirst(first.date, second.date))
  const item = document.querySelectorAll('#article-change-log ~ * li')[
    order.findIndex((logged) => logged.index === entry.index)
  ]
  return item?.querySelector('span')?.firstChild?.textContent ?? ''
}

/**
 * Fixed at the foot of the window, so that it moves nothing on the page when it appears after idle;
 * a third of a phone's height at most, so the guide's own controls stay in reach above it.
 * Dismissing it is a learner record (a `dismissal`): changes dated after today show again.
 */
export default function UpdateNotice({ articleId, entries, sections, changeLog }: UpdateNoticeProps) {
  const { t } = useTranslation('guides')
  const learning = useLearning()
  const titleId = useId()
  const dismiss = () =>
    learning?.editNotebook('dismissal', {
      article_id: articleId,
      deleted_at: null,
      updated_at: new Date().toISOString(),
    })
  return (
    <section
      aria-labelledby={titleId}
      className={cardVariants({
        // Raised: opaque, since it lies over the page's text.
        tone: 'raised',
        padding: 'sm',
        className:
          'fixed inset-x-2 bottom-2 z-40 mx-auto max-h-[35vh] sm:max-h-[50vh] max-w-2xl overflow-y-auto shadow-lg print:hidden sm:bottom-4',
      })}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="font-semibold">
          {t('updates.title')}
        </h2>
        <Button variant="ghost" size="sm" onClick={dismiss} aria-label={t('updates.dismissLabel')}>
          <X aria-hidden="true" />
          {t('updates.dismiss')}
        </Button>
      </div>
      <ol className="mt-2 space-y-2 text-sm leading-6">
        {entries.map((entry) => {
          const heading = sections.find((section) => section.id === entry.section)?.heading
          return (
            <li key={entry.index}>
              <time dateTime={entry.date} className="mr-2 font-medium tabular-nums text-muted-foreground">
                {t('blocks.changeDate', {
                  date: new Date(`${entry.date}T00:00:00`),
                  formatParams: { date: { dateStyle: 'long' } },
                })}
              </time>
              {wordsOf(entry, changeLog)}
              {heading && (
                <>
                  {' '}
                  <a href={`#${entry.section}`} className="text-primary hover:underline">
                    {t('blocks.changeSection', { heading })}
                  </a>
                </>
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
