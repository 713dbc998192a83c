import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { levelOf, movedDay, weekStartFor, yearLayout } from './year-layout'

/** The shades of levelOf, from no reading to 30 minutes or more. */
export const levelClasses = [
  'bg-muted ring-1 ring-inset ring-border',
  'bg-primary/30',
  'bg-primary/55',
  'bg-primary/80',
  'bg-primary',
] as const

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`)

interface Props {
  today: string
  minutesOn(day: string): number
  labelledBy: string
  describedBy: string
}

/**
 * The year as a grid of weeks (columns) and weekdays (rows). One day at a time is focusable (roving
 * focus): the arrows move it by a day (up, down) or a week (left, right). Only that day is a
 * focus target, so the small squares do not count as pointer targets packed together.
 */
export function YearCalendar({ today, minutesOn, labelledBy, describedBy }: Props) {
  const { t, i18n } = useTranslation('learning')
  const weekStart = weekStartFor(i18n.language)
  const { weeks, months } = yearLayout(today, weekStart)
  const first = weeks[0].find((day) => day !== null) ?? today
  const [active, setActive] = useState(today)
  const moved = useRef(false)
  const grid = useRef<HTMLTableElement>(null)
  const scroller = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // On a narrow screen the newest weeks are the ones in view.
    if (scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth
  }, [])
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    grid.current?.querySelector<HTMLElement>(`[data-day="${active}"]`)?.focus()
  }, [active])

  const moveTo = (day: string) => {
    moved.current = true
    setActive(day)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const next = movedDay(active, event.key, first, today)
    if (next === null) return
    event.preventDefault()
    moveTo(next)
  }
  const onClick = (event: MouseEvent) => {
    const day = (event.target as HTMLElement).closest<HTMLElement>('[data-day]')?.dataset.day
    if (day) moveTo(day)
  }
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' })
  const weekdayName = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' })
  const rowDay = (row: number) => weeks.flatMap((week) => (week[row] ? [week[row]] : []))[0]

  return (
    // Positioned, so the days' screen-reader text (absolutely placed) scrolls and clips with the
    // weeks instead of widening a narrow page.
    <div ref={scroller} className="relative overflow-x-auto pb-1">
      <table
        ref={grid}
        role="grid"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        data-testid="reading-calendar"
        className="border-separate border-spacing-[2px] text-[0.625rem] leading-none text-muted-foreground"
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <thead>
          <tr>
            <td className="sticky left-0 bg-background" />
            {months[0] && months[0].week > 0 && <td colSpan={months[0].week} />}
            {months.map(({ month, span }) => (
              <th
                key={month}
                scope="colgroup"
                colSpan={span}
                className="h-4 whitespace-nowrap text-left font-normal"
              >
                {span >= 3 ? monthName.format(utcDate(`${month}-01`)) : ''}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks[0].map((_, row) => (
            <tr key={row}>
              {/* Sticky, so the weekdays stay in view while a narrow screen scrolls the weeks. */}
              <th
                scope="row"
                className="sticky left-0 bg-background pr-1 text-right font-normal whitespace-nowrap"
              >
                <span className={[1, 3, 5].includes((row + weekStart) % 7) ? undefined : 'sr-only'}>
                  {weekdayName.format(utcDate(rowDay(row)))}
                </span>
              </th>
              {weeks.map((week, column) => {
                const day = week[row]
                if (day === null) return <td key={column} role="gridcell" />
                const minutes = minutesOn(day)
                const label = t('year.day', { day, count: minutes })
                return (
                  <td
                    key={column}
                    role="gridcell"
                    data-day={day}
                    data-level={levelOf(minutes)}
                    tabIndex={day === active ? 0 : undefined}
                    aria-current={day === today ? 'date' : undefined}
                    title={label}
                    className="size-[10px] rounded-[2px] p-0 outline-offset-1 focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <span
                      className={`block size-[10px] rounded-[2px] ${levelClasses[levelOf(minutes)]}`}
                      aria-hidden="true"
                    />
                    <span className="sr-only">{label}</span>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
