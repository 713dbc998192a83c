import { describe, expect, it } from 'vitest'
import type { LighthousePage } from './budgets'
import { medianPage } from './lighthouse'

const run = (performance: number, tbt: number): LighthousePage => ({
  url: 'http://127.0.0.1/',
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1800,
  tbt,
  cls: 0,
})

describe('medianPage', () => {
  it('takes each figure’s median on its own, not the figures of the median run', () => {
    const page = medianPage([run(90, 100), run(98, 400), run(95, 200)])
    expect(page.performance).toBe(95)
    expect(page.tbt).toBe(200)
    expect(page.url).toBe('http://127.0.0.1/')
  })
})
