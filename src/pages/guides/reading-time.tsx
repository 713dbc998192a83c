import { useTranslation } from 'react-i18next'

/**
 * "约 12 分钟" / "12 min read": the build worked the minutes out, so the page only says them. Under
 * the header's dates, in line with their text; no icon of its own, which would be one more chunk on a guide.
 */
export function ReadingTime({ minutes }: { minutes: number | undefined }) {
  const { t } = useTranslation('guides')
  if (minutes === undefined) return null
  return (
    <p className="mt-1 pl-5.5 text-sm text-muted-foreground" data-testid="reading-time">
      {t('readingTime', { count: minutes })}
    </p>
  )
}
