import { describe, expect, it } from 'vitest'
import { byMonth } from './month-groups'

const change = (date: string) => ({
  date,
  text: date,
  article: 'a/b',
  section: 'a',
  path: '/a/b',
  title: 'B',
  ordinal: 0,
})

describe('changes by month', () => {
  it('keeps the order and starts a group at each new month', () => {
    const groups = byMonth([
      change('2026-12-03'),
      change('2026-11-26'),
      change('2026-11-22'),
      change('2025-11-30'),
    ])
    expect(groups.map((group) => [group.month, group.entries.map((entry) => entry.date)])).toEqual([
      ['2026-12', ['2026-12-03']],
      ['2026-11', ['2026-11-26', '2026-11-22']],
      ['2025-11', ['2025-11-30']],
    ])
  })
})
