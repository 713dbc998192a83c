import type { ReaderChange } from './reader-changes-content'

export interface MonthGroup {
  /** YYYY-MM */
  month: string
  entries: ReaderChange[]
}

/** Entries (already newest first) in one group per calendar month, the newest month first. */
export function byMonth(entries: readonly ReaderChange[]): MonthGroup[] {
  const groups: MonthGroup[] = []
  for (const entry of entries) {
    const month = entry.date.slice(0, 7)
    const last = groups.at(-1)
    if (last?.month === month) last.entries.push(entry)
    else groups.push({ month, entries: [entry] })
  }
  return groups
}

/** A YYYY-MM month as a local date on its first day, for Intl month formatting. */
export const monthDay = (month: string) => new Date(`${month}-01T00:00:00`)
