import { describe, expect, it } from 'vitest'
import { newestFirst } from './newest-first'

describe('newestFirst', () => {
  it('puts later dates and timestamps first, equal ones where they were', () => {
    expect(['2026-01-31', '2026-11-05', '2025-12-31', '2026-11-05'].sort(newestFirst)).toEqual([
      '2026-11-05',
      '2026-11-05',
      '2026-01-31',
      '2025-12-31',
    ])
    expect(['2026-11-29T08:00:00.000Z', '2026-11-29T10:00:00.000Z'].sort(newestFirst)).toEqual([
      '2026-11-29T10:00:00.000Z',
      '2026-11-29T08:00:00.000Z',
    ])
  })
})
