import { useTranslation } from 'react-i18next'

/** The calendar as a table: the days of the year with any reading, newest first. */
export function YearTable({
  days,
  minutesOn,
  captionId,
}: {
  days: string[]
  minutesOn(day: string): number
  captionId: string
}) {
  const { t } = useTranslation('learning')
  const read = days.filter((day) => minutesOn(day) > 0).reverse()
  if (read.length === 0) return <p className="text-sm text-muted-foreground">{t('year.none')}</p>
  return (
    // A year of days is long: the table scrolls in a box of its own, which the keyboard can scroll too.
    <div
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take the focus (axe: scrollable-region-focusable)
      tabIndex={0}
      className="max-h-80 max-w-sm overflow-y-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table aria-labelledby={captionId} data-testid="reading-table" className="w-full text-sm">
        <thead className="sticky top-0 bg-background">
          <tr className="border-b border-border text-left">
            <th scope="col" className="px-3 py-1.5 font-medium">
              {t('year.date')}
            </th>
            <th scope="col" className="px-3 py-1.5 text-right font-medium">
              {t('year.minutes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {read.map((day) => (
            <tr key={day} className="border-b border-border/60">
              <th scope="row" className="px-3 py-1.5 text-left font-normal tabular-nums">
                {day}
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums">{minutesOn(day)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
