import { addDays, daysEndingOn, weekdayOf } from './days'
import { YEAR_DAYS } from './streaks'

/** 0 when weeks start on Sunday, 1 on Monday. */
export type WeekStart = 0 | 1

/** Chinese calendars start the week on Monday; the English ones most of our readers know, on Sunday. */
export function weekStartFor(language: string): WeekStart {
  return language.startsWith('zh') ? 1 : 0
}

export interface YearLayout {
  /** Each week a column of seven slots from the first weekday on; null before the year and after today. */
  weeks: (string | null)[][]
  /** A month's label sits over the first week that holds its first day. */
  months: { month: string; week: number; span: number }[]
}

/** The year ending on `today` as a grid of weeks, the way a heat-map calendar draws it. */
export function yearLayout(today: string, weekStart: WeekStart): YearLayout {
  const days = daysEndingOn(today, YEAR_DAYS)
  const lead = (weekdayOf(days[0]) - weekStart + 7) % 7
  const slots: (string | null)[] = [...Array<null>(lead).fill(null), ...days]
  while (slots.length % 7 !== 0) slots.push(null)
  const weeks = Array.from({ length: slots.length / 7 }, (_, week) => slots.slice(week * 7, week * 7 + 7))
  const starts = weeks.flatMap((week, index) => {
    const first = week.find((day) => day !== null && day.endsWith('-01'))
    return first ? [{ month: first.slice(0, 7), week: index }] : []
  })
  const months = starts.map((start, index) => ({
    ...start,
    span: (starts[index + 1]?.week ?? weeks.length) - start.week,
  }))
  return { weeks, months }
}

/** Where a key press moves the focused day: a day up and down, a week left and right. */
export function movedDay(day: string, key: string, first: string, last: string): string | null {
  const step: Record<string, number> = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -7, ArrowRight: 7 }
  let next: string
  if (key === 'Home') next = first
  else if (key === 'End') next = last
  else if (key in step) next = addDays(day, step[key])
  else return null
  if (next < first) return first
  if (next > last) return last
  return next
}

/** Five shades: none, under 5 minutes, under 15, under 30, and 30 or more. */
export function levelOf(minutes: number): 0 | 1 | 2 | 3 | 4 {
  if (minutes <= 0) return 0
  if (minutes < 5) return 1
  if (minutes < 15) return 2
  if (minutes < 30) return 3
  return 4
}
