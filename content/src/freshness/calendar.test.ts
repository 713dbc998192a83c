import { describe, expect, it } from 'vitest'
import { isOlderThan, monthsBefore, newest, oldest } from './calendar'

describe('calendar months', () => {
  it('steps back whole months, across years and into shorter months', () => {
    expect(monthsBefore('2026-11-26', 12)).toBe('2025-11-26')
    expect(monthsBefore('2026-01-15', 6)).toBe('2025-07-15')
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28')
    expect(monthsBefore('2024-03-31', 1)).toBe('2024-02-29')
  })

  it('calls a date older only past the whole span', () => {
    expect(isOlderThan('2025-11-26', 12, '2026-11-26')).toBe(false)
    expect(isOlderThan('2025-11-25', 12, '2026-11-26')).toBe(true)
  })

  it('finds the newest and oldest of dates, ignoring absent ones', () => {
    expect(newest(['2026-01-02', undefined, '2026-11-01'])).toBe('2026-11-01')
    expect(oldest(['2026-01-02', undefined, '2026-11-01'])).toBe('2026-01-02')
    expect(newest([undefined])).toBeUndefined()
  })
})
