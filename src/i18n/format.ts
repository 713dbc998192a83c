/**
 * Format settings for i18next's built-in Intl formatters (`number`, `currency`, `datetime`,
 * `relativetime`). Locale strings hold the placeholders, e.g. "{{price, currency}}"; code passes the
 * value and these settings as `formatParams`, so the words and separators always come from Intl.
 */

export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
// A month counts as 30 days and a year as 365 (docs/product-behaviour.md, "Language and formats").
const MONTH = 30 * DAY
const YEAR = 365 * DAY

const units: { below: number; unit: RelativeTimeUnit; size: number }[] = [
  { below: MINUTE, unit: 'second', size: SECOND },
  { below: HOUR, unit: 'minute', size: MINUTE },
  { below: DAY, unit: 'hour', size: HOUR },
  { below: MONTH, unit: 'day', size: DAY },
  { below: YEAR, unit: 'month', size: MONTH },
  { below: Infinity, unit: 'year', size: YEAR },
]

/**
 * The unit and whole number of units between `time` and `now` (negative for the past), following
 * The largest unit whose threshold is reached, rounded down, so 364 days is 12 months.
 */
export function relativeTimeParts(
  time: Date | number,
  now: Date | number,
): { value: number; unit: RelativeTimeUnit } {
  const elapsed = Number(now) - Number(time)
  const distance = Math.abs(elapsed)
  const { unit, size } = units.find((candidate) => distance < candidate.below) ?? units[units.length - 1]
  const whole = Math.floor(distance / size)
  // 0 stays "0 seconds ago" rather than "in 0 seconds" for a time just now.
  return { value: elapsed >= 0 ? -whole : whole, unit }
}

/** Value and options for a "{{x, relativetime}}" placeholder. */
export function relativeTime(time: Date | number, now: Date | number) {
  const { value, unit } = relativeTimeParts(time, now)
  // "always" keeps the number visible ("1 day ago", not "yesterday"), so each threshold reads plainly.
  return {
    value,
    params: { range: unit, numeric: 'always' } satisfies Intl.RelativeTimeFormatOptions & {
      range: RelativeTimeUnit
    },
  }
}

/** The demo shows prices in yuan for Chinese, otherwise in US dollars. */
export function currencyFor(language: string | undefined): 'CNY' | 'USD' {
  return language?.toLowerCase().split(/[-_]/)[0] === 'zh' ? 'CNY' : 'USD'
}

/** Options for a "{{x, currency}}" placeholder in `language`. */
export function currencyParams(language: string | undefined): Intl.NumberFormatOptions {
  return { currency: currencyFor(language) }
}

/** Options for a "{{x, number}}" placeholder holding a fraction (0.2 for 20 %): 0 to 2 decimals. */
export const percentParams: Intl.NumberFormatOptions = {
  style: 'percent',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
}

/** Percentage points (20) as the fraction Intl's percent style expects (0.2). */
export function toFraction(percent: number): number {
  return percent / 100
}

/** Options for a "{{x, datetime}}" placeholder showing both date and time. */
export const dateTimeParams: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }
