/** Calendar arithmetic on ISO dates (YYYY-MM-DD), in whole months, with no time zone involved. */

/** The same day `months` months earlier, clamped to the month's last day (2026-03-31 - 1 = 2026-02-28). */
export function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number)
  const index = year * 12 + (month - 1) - months
  const targetYear = Math.floor(index / 12)
  const targetMonth = (index % 12) + 1
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate()
  const pad = (value: number, width = 2) => String(value).padStart(width, '0')
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`
}

/** Whether `date` lies more than `months` whole months before `reference`. */
export function isOlderThan(date: string, months: number, reference: string): boolean {
  return date < monthsBefore(reference, months)
}

/** The newest of some ISO dates or months (they sort as text), or undefined for none. */
export function newest(dates: readonly (string | undefined)[]): string | undefined {
  return dates
    .filter((date): date is string => date !== undefined)
    .sort()
    .at(-1)
}

export function oldest(dates: readonly (string | undefined)[]): string | undefined {
  return dates.filter((date): date is string => date !== undefined).sort()[0]
}
