import { CalendarDays, Flame, Table2, Trophy } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cardVariants } from '@/components/ui/card'
import { daysEndingOn, readerTimeZone, todayIn } from './days'
import { streaksOf, YEAR_DAYS } from './streaks'
import { levelClasses, YearCalendar } from './year-calendar'
import { YearTable } from './year-table'

/**
 * A year of reading: today's minutes, the current and longest streak, and minutes per day as a
 * heat-map calendar or, at the reader's choice, a table. Days are the reader's own: the reading
 * clock keys them by the browser's calendar, and "today" is taken in the browser's time zone.
 */
export function ReadingYear({ days }: { days: Readonly<Record<string, number>> }) {
  const { t } = useTranslation('learning')
  const [zone] = useState(readerTimeZone)
  const [asTable, setAsTable] = useState(false)
  const id = useId()
  const today = todayIn(zone, new Date())
  const year = daysEndingOn(today, YEAR_DAYS)
  const minutesOn = (day: string) => Math.floor((days[day] ?? 0) / 60)
  const streaks = streaksOf(days, today)
  const titleId = `${id}-title`
  const captionId = `${id}-caption`
  const hintId = `${id}-hint`

  return (
    <section
      aria-labelledby={titleId}
      className={cardVariants({ tone: 'plain', padding: 'lg', className: 'space-y-4' })}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
          <CalendarDays aria-hidden="true" className="size-5 text-primary" />
          {t('year.title')}
        </h2>
        <Button variant="outline" size="sm" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          <Table2 aria-hidden="true" />
          {t('year.asTable')}
        </Button>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <p data-testid="minutes-today">{t('time.today', { count: minutesOn(today) })}</p>
        <p className="flex items-center gap-1.5" data-testid="current-streak">
          <Flame aria-hidden="true" className="size-4 text-primary" />
          {t('year.current', { count: streaks.current })}
        </p>
        <p className="flex items-center gap-1.5" data-testid="longest-streak">
          <Trophy aria-hidden="true" className="size-4 text-primary" />
          {t('year.longest', { count: streaks.longest })}
        </p>
      </div>
      <p className="text-xs text-muted-foreground">{t('year.rule', { zone })}</p>
      <p id={captionId} className="text-sm font-medium">
        {t('year.caption', { from: year[0], to: today })}
      </p>
      {asTable ? (
        <YearTable days={year} minutesOn={minutesOn} captionId={captionId} />
      ) : (
        <>
          <YearCalendar today={today} minutesOn={minutesOn} labelledBy={captionId} describedBy={hintId} />
          <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
            <p id={hintId}>{t('year.hint')}</p>
            <p aria-hidden="true" className="flex items-center gap-1">
              {t('year.less')}
              {levelClasses.map((shade) => (
                <span key={shade} className={`size-[10px] rounded-[2px] ${shade}`} />
              ))}
              {t('year.more')}
            </p>
          </div>
        </>
      )}
    </section>
  )
}
