/**
 * Calendar days as the reader's store keys them ("2026-11-03"). Arithmetic runs on the date alone,
 * in UTC, so a day that a clock change makes 23 or 25 hours long is still one day; only "today"
 * needs a time zone, and it is passed in rather than read from the machine.
 */

const DAY_MS = 86_400_000

function toUtc(day: string): number {
  const [year, month, date] = day.split('-').map(Number)
  return Date.UTC(year, month - 1, date)
}

function fromUtc(time: number): string {
  return new Date(time).toISOString().slice(0, 10)
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return fromUtc(toUtc(day) + count * DAY_MS)
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS)
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(day: string): number {
  return new Date(toUtc(day)).getUTCDay()
}

/** The calendar day at `now` in the IANA time zone `timeZone` (the reader's own, from the browser). */
export function todayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The browser's time zone: where the reading clock counted each day. */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** The `count` days that end with `today`, oldest first. */
export function daysEndingOn(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(today, index - count + 1))
}
