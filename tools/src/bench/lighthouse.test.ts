import { describe, expect, it } from 'vitest'
import type { LighthousePage } from './budgets'
import { DEFAULT_CPU_SLOWDOWN, lighthouseArgs, medianPage } from './lighthouse'

const run = (performance: number, tbt: number, benchmarkIndex = 1500): LighthousePage => ({
  url: 'http://127.0.0.1/',
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 1800,
  tbt,
  cls: 0,
  benchmarkIndex,
})

describe('medianPage', () => {
  it('takes each figure’s median on its own, not the figures of the median run', () => {
    const page = medianPage([run(90, 100), run(98, 400), run(95, 200)])
    expect(page.performance).toBe(95)
    expect(page.tbt).toBe(200)
    expect(page.url).toBe('http://127.0.0.1/')
  })

  it('keeps the median of the machine’s benchmark index, so sets on different machines can be told apart', () => {
    expect(medianPage([run(90, 100, 2900), run(98, 400, 1100), run(95, 200, 2800)]).benchmarkIndex).toBe(2800)
  })
})

describe('lighthouseArgs', () => {
  it('slows the CPU as asked, Lighthouse’s 4x unless told otherwise', () => {
    expect(lighthouseArgs('http://127.0.0.1/', 8)).toContain('--throttling.cpuSlowdownMultiplier=8')
    expect(lighthouseArgs('http://127.0.0.1/', DEFAULT_CPU_SLOWDOWN)).toContain(
      '--throttling.cpuSlowdownMultiplier=4',
    )
    expect(lighthouseArgs('http://127.0.0.1/', 8)).toContain('http://127.0.0.1/')
  })
})
