import { Clock } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** "约 12 分钟" / "12 min read": the build worked the minutes out, so the page only says them. */
export function ReadingTime({ minutes }: { minutes: number | undefined }) {
  const { t } = useTranslation('guides')
  if (minutes === undefined) return null
  return (
    <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="reading-time">
      <Clock aria-hidden="true" className="size-4" />
      {t('readingTime', { count: minutes })}
    </p>
  )
}
