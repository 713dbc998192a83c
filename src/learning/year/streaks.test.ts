import { describe, expect, it } from 'vitest'
import { todayIn } from './days'
import { streaksOf } from './streaks'

const minutes = (count: number) => count * 60

describe('streaksOf', () => {
  it('counts 5-minute days up to today, and today under 5 minutes breaks nothing yet', () => {
    const days = {
      '2026-11-20': minutes(5),
      '2026-11-21': minutes(12),
      '2026-11-22': minutes(6),
      '2026-11-23': minutes(2),
    }
    expect(streaksOf(days, '2026-11-23')).toEqual({ current: 3, longest: 3 })
    expect(streaksOf({ ...days, '2026-11-23': minutes(5) }, '2026-11-23')).toEqual({ current: 4, longest: 4 })
    // A day missed yesterday ends the current streak; the longest stays.
    expect(streaksOf(days, '2026-11-24')).toEqual({ current: 0, longest: 3 })
    expect(streaksOf({}, '2026-11-23')).toEqual({ current: 0, longest: 0 })
  })

  it('does not count a day of 4 minutes 59 seconds', () => {
    expect(streaksOf({ '2026-11-22': 299, '2026-11-23': 300 }, '2026-11-23')).toEqual({
      current: 1,
      longest: 1,
    })
  })

  it('finds the longest run anywhere in the year, and nothing from before it', () => {
    const days: Record<string, number> = {}
    for (const day of ['2026-01-10', '2026-01-11', '2026-01-12', '2026-01-13', '2026-11-22', '2026-11-23'])
      days[day] = minutes(30)
    // A longer run that ended more than a year ago is outside the year the page shows.
    for (const day of ['2025-11-01', '2025-11-02', '2025-11-03', '2025-11-04', '2025-11-05', '2025-11-06'])
      days[day] = minutes(30)
    expect(streaksOf(days, '2026-11-23')).toEqual({ current: 2, longest: 4 })
  })

  it('runs through the short and the long day of a clock change as one day each', () => {
    const spring = { '2026-03-07': minutes(5), '2026-03-08': minutes(5), '2026-03-09': minutes(5) }
    expect(streaksOf(spring, '2026-03-09')).toEqual({ current: 3, longest: 3 })
    const autumn = { '2026-10-31': minutes(5), '2026-11-01': minutes(5), '2026-11-02': minutes(5) }
    expect(streaksOf(autumn, '2026-11-02')).toEqual({ current: 3, longest: 3 })
  })

  it("is counted from the reader's own today: the same instant gives New York and Shanghai different streaks", () => {
    // Read in New York on the evenings of the 2nd and the 3rd (local days, as the reading clock keys them).
    const days = { '2026-11-02': minutes(10), '2026-11-03': minutes(10) }
    const instant = new Date('2026-11-04T02:00:00Z')
    // 21:00 on the 3rd in New York: today counts.
    expect(streaksOf(days, todayIn('America/New_York', instant))).toEqual({ current: 2, longest: 2 })
    // 10:00 on the 4th in Shanghai: today has not started, yesterday still counts.
    expect(streaksOf(days, todayIn('Asia/Shanghai', instant))).toEqual({ current: 2, longest: 2 })
    // 10:00 on the 5th in Shanghai: the 4th was missed.
    expect(streaksOf(days, todayIn('Asia/Shanghai', new Date('2026-11-05T02:00:00Z')))).toEqual({
      current: 0,
      longest: 2,
    })
    // New York (EST since the clock fell back on the 1st): 23:59 on the 4th, yesterday still counts;
    // a minute later the 5th has begun and the 4th was missed.
    expect(streaksOf(days, todayIn('America/New_York', new Date('2026-11-05T04:59:00Z')))).toEqual({
      current: 2,
      longest: 2,
    })
    expect(streaksOf(days, todayIn('America/New_York', new Date('2026-11-05T05:00:00Z')))).toEqual({
      current: 0,
      longest: 2,
    })
  })

  it('stops the current streak at a year, the span the page shows', () => {
    const days: Record<string, number> = {}
    for (let index = 0; index < 400; index++)
      days[new Date(Date.UTC(2025, 9, 1 + index)).toISOString().slice(0, 10)] = minutes(5)
    expect(streaksOf(days, '2026-11-04')).toEqual({ current: 365, longest: 365 })
  })
})
