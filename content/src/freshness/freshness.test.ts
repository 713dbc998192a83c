import { describe, expect, it } from 'vitest'
import { isStale, newestCheck } from './freshness'
import { datedArticle, fact, reader, source } from './test-articles'

describe('newest check of a guide', () => {
  it('is the newest checked date of its facts, cases and figures', () => {
    const article = datedArticle(
      [reader('2026-11-26')],
      [
        fact('2026-03-01'),
        { type: 'case', name: 'Shop', asOf: '2026-01', checked: '2026-05-02', source },
        {
          type: 'numbers',
          caption: 'Fees',
          rows: [{ label: 'A', value: '1', asOf: '2026-01', checked: '2026-04-09', source }],
        },
      ],
    )
    expect(newestCheck(article)).toEqual({ date: '2026-05-02', fromSources: true })
  })

  it('counts from the last review when no source was read', () => {
    expect(newestCheck(datedArticle([reader('2026-11-20')], [fact()]))).toEqual({
      date: '2026-11-20',
      fromSources: false,
    })
  })
})

describe('stale guides', () => {
  it('are those checked more than 12 months before the build date', () => {
    expect(isStale('2025-11-26', '2026-11-26')).toBe(false)
    expect(isStale('2025-11-25', '2026-11-26')).toBe(true)
  })
})
