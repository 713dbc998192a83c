import { useTranslation } from 'react-i18next'

/** Minutes per day as a row of bars; the numbers are in the accessible name of each bar. */
export function ReadingChart({ days }: { days: { day: string; minutes: number }[] }) {
  const { t } = useTranslation('learning')
  const highest = Math.max(5, ...days.map((entry) => entry.minutes))
  const first = days[0]?.day ?? ''
  const last = days.at(-1)?.day ?? ''
  return (
    <ul aria-label={t('time.chart', { from: first, to: last })} className="flex h-28 items-end gap-0.5" data-testid="reading-chart">
      {days.map(({ day, minutes }) => (
        <li
          key={day}
          aria-label={t('time.day', { day, minutes })}
          title={t('time.day', { day, minutes })}
          className="flex-1 rounded-t-sm bg-primary/80"
          style={{ height: `${Math.max(2, (minutes / highest) * 100)}%`, opacity: minutes > 0 ? 1 : 0.25 }}
        />
      ))}
    </ul>
  )
}
