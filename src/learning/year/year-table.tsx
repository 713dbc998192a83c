import { useTranslation } from 'react-i18next'

/** The calendar as a table: the days of the year with any reading, newest first. */
export function YearTable({ days, minutesOn, captionId }: { days: string[]; minutesOn(day: string): number; captionId: string }) {
  const { t } = useTranslation('learning')
  const read = days.filter((day) => minutesOn(day) > 0).reverse()
  if (read.length === 0) return <p className="text-sm text-muted-foreground">{t('year.none')}</p>
  return (
    <table aria-labelledby={captionId} data-testid="reading-table" className="w-full max-w-sm text-sm">
      <thead>
        <tr className="border-b border-border text-left">
          <th scope="col" className="py-1.5 font-medium">{t('year.date')}</th>
          <th scope="col" className="py-1.5 text-right font-medium">{t('year.minutes')}</th>
        </tr>
      </thead>
      <tbody>
        {read.map((day) => (
          <tr key={day} className="border-b border-border/60">
            <th scope="row" className="py-1.5 text-left font-normal tabular-nums">{day}</th>
            <td className="py-1.5 text-right tabular-nums">{minutesOn(day)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
