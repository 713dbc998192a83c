import { CircleCheck, RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { markArticle } from './progress'
import { updateProgress, useLocalProgress } from './progress-store'

/** The reader's own say over an article's state: mark it read, or back to unread. */
export function ReadToggle({ articleId }: { articleId: string }) {
  const { t } = useTranslation('guides')
  const completed = useLocalProgress().articles[articleId]?.status === 'completed'
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
        onClick={() => updateProgress((progress) => markArticle(progress, articleId, !completed, new Date()))}
      >
        {completed ? <RotateCcw aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
        {t(completed ? 'progress.markUnread' : 'progress.markRead')}
      </Button>
    </div>
  )
}
