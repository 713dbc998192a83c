import { afterEach, describe, expect, it, vi } from 'vitest'
import { addDays, daysBetween, daysEndingOn, todayIn, weekdayOf } from './days'

// Node applies a new TZ at once: each case below runs as on a machine in that zone.
const onMachineIn = (zone: string) => vi.stubEnv('TZ', zone)

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('todayIn', () => {
  it('names the day where the reader is, whatever the machine says', () => {
    const instant = new Date('2026-11-03T23:30:00Z')
    const offsets = new Set<number>()
    for (const machine of ['UTC', 'Pacific/Kiritimati', 'America/New_York']) {
      onMachineIn(machine)
      offsets.add(instant.getTimezoneOffset())
      expect(todayIn('America/New_York', instant)).toBe('2026-11-03')
      expect(todayIn('Asia/Shanghai', instant)).toBe('2026-11-04')
      expect(todayIn('Pacific/Kiritimati', instant)).toBe('2026-11-04')
      expect(todayIn('Pacific/Pago_Pago', instant)).toBe('2026-11-03')
    }
    // The machine's zone did change under the test (UTC+0, UTC+14, UTC-5).
    expect(offsets).toEqual(new Set([0, -840, 300]))
  })

  it('turns the day at local midnight across the clock changes of New York (2026-03-08, 2026-11-01)', () => {
    // Spring forward: midnight is still EST (UTC-5).
    expect(todayIn('America/New_York', new Date('2026-03-08T04:59:00Z'))).toBe('2026-03-07')
    expect(todayIn('America/New_York', new Date('2026-03-08T05:00:00Z'))).toBe('2026-03-08')
    // The 23-hour day ends at midnight EDT (UTC-4).
    expect(todayIn('America/New_York', new Date('2026-03-09T03:59:00Z'))).toBe('2026-03-08')
    expect(todayIn('America/New_York', new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09')
    // Fall back: the 25-hour day 2026-11-01 runs from 04:00 UTC to 05:00 UTC the next day.
    expect(todayIn('America/New_York', new Date('2026-11-01T03:59:00Z'))).toBe('2026-10-31')
    expect(todayIn('America/New_York', new Date('2026-11-02T04:59:00Z'))).toBe('2026-11-01')
    expect(todayIn('America/New_York', new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02')
  })

  it('follows a half-hour clock change (Lord Howe Island, 2026-10-04)', () => {
    expect(todayIn('Australia/Lord_Howe', new Date('2026-10-03T13:29:00Z'))).toBe('2026-10-03')
    expect(todayIn('Australia/Lord_Howe', new Date('2026-10-03T13:30:00Z'))).toBe('2026-10-04')
  })
})

describe('day arithmetic', () => {
  it('counts a day as a day across clock changes, month ends and leap days, in any machine zone', () => {
    for (const machine of ['UTC', 'America/New_York', 'Europe/London']) {
      onMachineIn(machine)
      expect(addDays('2026-03-07', 1)).toBe('2026-03-08')
      expect(addDays('2026-03-08', 1)).toBe('2026-03-09')
      expect(addDays('2026-11-01', 1)).toBe('2026-11-02')
      expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
      expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
      expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31)
      expect(weekdayOf('2026-11-03')).toBe(2)
    }
  })

  it('lists the days of a year ending today, oldest first', () => {
    const year = daysEndingOn('2026-11-26', 365)
    expect(year).toHaveLength(365)
    expect(year[0]).toBe('2025-11-27')
    expect(year.at(-1)).toBe('2026-11-26')
    expect(new Set(year).size).toBe(365)
  })
})
