import { describe, expect, it } from 'vitest'
import { countHedges } from './article-hedges'

describe('countHedges', () => {
  it('counts every word of the Chinese list', () => {
    const all = '可能 通常 往往 大多 一般 大致 也许 或许 原则上 基本上 大概'
    expect(countHedges(all, 'zh')).toBe(11)
    expect(countHedges('审核需要三天，费用 99 美元。', 'zh')).toBe(0)
  })

  it('counts every word of the English list, whole words only, with "tend to" in both forms', () => {
    const all =
      'Usually may often generally likely typically tend to tends to might perhaps in principle probably'
    expect(countHedges(all, 'en')).toBe(12)
    expect(countHedges('Review takes three days; unlikely mayhem is not a hedge.', 'en')).toBe(0)
  })

  it('does not count the month May', () => {
    expect(countHedges('As of May 2025 the fee is 99 USD, and it may rise.', 'en')).toBe(1)
  })
})
