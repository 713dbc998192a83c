/** A YYYY-MM month as a local date on its first day, for Intl month formatting. */
export function monthDate(month: string): Date {
  return new Date(`${month}-01T00:00:00`)
}
