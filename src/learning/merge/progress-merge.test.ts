import { describe, expect, it } from 'vitest'
import { progressCases, timeCases } from './merge-cases'
import { isDeleted, mergeProgress, mergeTime } from './progress-merge'

describe('the merge rule of a guide’s progress (the table the trigger also runs)', () => {
  it.each(progressCases)('$name', ({ stored, incoming, clearedAt, expected }) => {
    expect(mergeProgress(stored, incoming, clearedAt ?? null)).toEqual(expected)
  })

  it('leaves what was stored when an edit from before the clear arrives', () => {
    const stored = progressCases[0]!.incoming
    const old = { ...stored, updated_at: '2025-12-31T00:00:00.000Z' }
    expect(mergeProgress(stored, old, '2026-01-01T00:00:00.000Z')).toBe(stored)
  })

  it('tells a tombstone from a record edited after it', () => {
    const tombstone = progressCases.find((each) => each.name.startsWith('a tombstone wins'))!.expected!
    const revived = progressCases.find((each) =>
      each.name.startsWith('an edit after the tombstone'),
    )!.expected!
    expect([isDeleted(tombstone), isDeleted(revived)]).toEqual([true, false])
  })
})

describe('the merge rule of a browser’s reading time', () => {
  it.each(timeCases)('$name', ({ stored, incoming, clearedAt, expected }) => {
    expect(mergeTime(stored, incoming, clearedAt ?? null)).toEqual(expected)
  })
})
