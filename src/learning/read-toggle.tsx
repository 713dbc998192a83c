import { CircleCheck, RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { leaveEndFirst } from './article-tracker'
import { markArticle } from './progress'
import { updateProgress, useProgress } from './progress-store'

/** The reader's own say over an article's state: mark it read, or back to unread. */
export function ReadToggle({ articleId }: { articleId: string }) {
  const { t } = useTranslation('guides')
  const progress = useProgress()
  const completed = progress.articles[articleId]?.status === 'completed'
  // Marked from the record the reader sees (the account's, when signed in), written where the tracker writes.
  const mark = () => {
    const marked = markArticle(progress, articleId, !completed, new Date()).articles[articleId]
    if (!marked) return
    if (completed) leaveEndFirst(articleId)
    updateProgress((local) => ({ ...local, articles: { ...local.articles, [articleId]: marked } }))
  }
  return (
    <div className="mt-10 flex flex-wrap items-center gap-3" aria-live="polite">
      {completed && (
        <p className="flex items-center gap-1.5 text-sm font-medium text-primary">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t('progress.completed')}
        </p>
      )}
      <Button
        variant="outline"
        size="sm"
        onClick={mark}
      >
        {completed ? <RotateCcw aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
        {t(completed ? 'progress.markUnread' : 'progress.markRead')}
      </Button>
    </div>
  )
}
