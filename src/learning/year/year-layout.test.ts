import { describe, expect, it } from 'vitest'
import { weekdayOf } from './days'
import { levelOf, movedDay, weekStartFor, yearLayout } from './year-layout'

describe('yearLayout', () => {
  it('lays 365 days out in whole weeks from the first weekday, today in the last column', () => {
    // 2026-11-26 is a Thursday; the year starts on Thursday 2025-11-27.
    const { weeks } = yearLayout('2026-11-26', 1)
    const days = weeks.flat().filter((day) => day !== null)
    expect(days).toHaveLength(365)
    expect(days[0]).toBe('2025-11-27')
    expect(weeks[0].slice(0, 3)).toEqual([null, null, null])
    expect(weeks[0][3]).toBe('2025-11-27')
    expect(weeks.at(-1)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', null, null, null])
    expect(weeks).toHaveLength(53)
    for (const week of weeks)
      expect(week.map((day) => (day ? weekdayOf(day) : null)).filter((value) => value !== null)).toEqual(
        week.flatMap((day, index) => (day ? [(index + 1) % 7] : [])),
      )
  })

  it('starts weeks on Sunday for English', () => {
    const { weeks } = yearLayout('2026-11-26', 0)
    expect(weeks.at(-1)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      null,
      null,
    ])
    expect(weekStartFor('en')).toBe(0)
    expect(weekStartFor('zh')).toBe(1)
  })

  it('labels each month over the week holding its first day, spanning to the next label', () => {
    const { weeks, months } = yearLayout('2026-11-26', 1)
    expect(months.map((entry) => entry.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ])
    expect(months[0].week).toBe(1)
    expect(weeks[1]).toContain('2025-12-01')
    expect(months.reduce((sum, entry) => sum + entry.span, months[0].week)).toBe(weeks.length)
  })
})

describe('movedDay', () => {
  const first = '2025-11-27'
  const last = '2026-11-26'
  it('moves a day with up and down, a week with left and right, to either end with Home and End', () => {
    expect(movedDay('2026-11-10', 'ArrowDown', first, last)).toBe('2026-11-11')
    expect(movedDay('2026-11-10', 'ArrowUp', first, last)).toBe('2026-11-09')
    expect(movedDay('2026-11-10', 'ArrowRight', first, last)).toBe('2026-11-17')
    expect(movedDay('2026-11-10', 'ArrowLeft', first, last)).toBe('2026-11-03')
    expect(movedDay('2026-11-10', 'Home', first, last)).toBe(first)
    expect(movedDay('2026-11-10', 'End', first, last)).toBe(last)
    expect(movedDay('2026-11-10', 'Enter', first, last)).toBeNull()
  })

  it('stays within the year', () => {
    expect(movedDay(last, 'ArrowDown', first, last)).toBe(last)
    expect(movedDay('2026-11-22', 'ArrowRight', first, last)).toBe(last)
    expect(movedDay('2025-11-29', 'ArrowLeft', first, last)).toBe(first)
  })
})

describe('levelOf', () => {
  it('shades none, under 5, under 15, under 30 and 30+ minutes apart', () => {
    expect([0, 1, 4, 5, 14, 15, 29, 30, 300].map(levelOf)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4])
  })
})
