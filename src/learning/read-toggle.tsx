import { CircleCheck, RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { leaveEndFirst } from './article-tracker'
import { useLearning, useProgress } from './learning-context'

/** The reader's own say over an article's state: mark it read, or back to unread. */
export function ReadToggle({ articleId }: { articleId: string }) {
  const { t } = useTranslation('guides')
  const learning = useLearning()
  const completed = useProgress().articles[articleId]?.status === 'completed'
  const mark = () => {
    if (completed) leaveEndFirst(articleId)
    learning?.markArticle(articleId, !completed)
  }
  return (
    <div className="mt-10 flex flex-wrap items-center gap-3" aria-live="polite">
      {completed && (
        <p className="flex items-center gap-1.5 text-sm font-medium text-primary">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t('progress.completed')}
        </p>
      )}
      <Button variant="outline" size="sm" onClick={mark}>
        {completed ? <RotateCcw aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
        {t(completed ? 'progress.markUnread' : 'progress.markRead')}
      </Button>
    </div>
  )
}
