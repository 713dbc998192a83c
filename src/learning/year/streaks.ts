import { addDays, daysEndingOn } from './days'

/** A day counts towards a streak with at least 5 minutes of active reading. */
export const STREAK_SECONDS = 5 * 60
/** The calendar and the streaks cover the same year, which every device of an account holds. */
export const YEAR_DAYS = 365

export interface Streaks {
  /** Counting days up to today; today, still under way, breaks nothing yet. */
  current: number
  /** The longest run of counting days in the year that ends today. */
  longest: number
}

/** Streaks of 5-minute days over the year ending on `today`, a day in the reader's time zone. */
export function streaksOf(days: Readonly<Record<string, number>>, today: string): Streaks {
  const counts = (day: string) => (days[day] ?? 0) >= STREAK_SECONDS
  let longest = 0
  let run = 0
  for (const day of daysEndingOn(today, YEAR_DAYS)) {
    run = counts(day) ? run + 1 : 0
    longest = Math.max(longest, run)
  }
  let current = 0
  for (
    let day = counts(today) ? today : addDays(today, -1);
    current < YEAR_DAYS && counts(day);
    day = addDays(day, -1)
  )
    current++
  return { current, longest }
}
