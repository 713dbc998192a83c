import { describe, expect, it } from 'vitest'
import { updatesSince } from './updates-since'

const log = [
  { date: '2026-11-22', kind: 'reader' },
  { date: '2026-11-25', kind: 'editorial' },
  { date: '2026-11-26', kind: 'reader' },
  { date: '2026-12-02', kind: 'reader' },
]
const none = { completedAt: null, bookmarkedAt: null, dismissedAt: null }

describe('the changes a returning reader is told of', () => {
  it('tells a reader nothing who neither completed nor bookmarked the guide', () => {
    expect(updatesSince(log, none)).toEqual([])
  })

  it('lists the reader entries dated after the day of completion, never editorial ones', () => {
    expect(updatesSince(log, { ...none, completedAt: '2026-11-24T08:00:00.000Z' })).toEqual([2, 3])
    // An entry of the same day as the completion was there when the guide was read.
    expect(updatesSince(log, { ...none, completedAt: '2026-11-26T23:00:00.000Z' })).toEqual([3])
  })

  it('counts from the later of completion and bookmark', () => {
    expect(
      updatesSince(log, {
        ...none,
        completedAt: '2026-11-20T08:00:00.000Z',
        bookmarkedAt: '2026-11-30T08:00:00.000Z',
      }),
    ).toEqual([3])
    expect(updatesSince(log, { ...none, bookmarkedAt: '2026-11-21T08:00:00.000Z' })).toEqual([0, 2, 3])
  })

  it('shows nothing dated up to the day the notice was dismissed, and what changed after it', () => {
    const completedAt = '2026-11-20T08:00:00.000Z'
    expect(updatesSince(log, { ...none, completedAt, dismissedAt: '2026-12-02T09:00:00.000Z' })).toEqual([])
    expect(updatesSince(log, { ...none, completedAt, dismissedAt: '2026-11-23T09:00:00.000Z' })).toEqual([
      2, 3,
    ])
  })
})
