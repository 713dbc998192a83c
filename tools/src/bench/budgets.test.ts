import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { brokenBudgets, type Budgets, type LighthousePage } from './budgets'

const budgets: Budgets = {
  bytes: { routeScriptKB: 135, pageChunkKB: 30, cssKB: 25 },
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 },
}
const page: LighthousePage = {
  url: 'http://127.0.0.1:4199/',
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 800,
  lcp: 1400,
  tbt: 50,
  cls: 0,
  benchmarkIndex: 1500,
}

describe('brokenBudgets', () => {
  it('passes a build and pages within every budget', () => {
    const bytes = [{ path: '/', scriptGzip: 135 * 1024, pageChunkGzip: 30 * 1024, cssGzip: 25 * 1024 }]
    expect(brokenBudgets(budgets, bytes, [page])).toEqual([])
  })

  it('names each broken byte budget with its figure', () => {
    const bytes = [
      { path: '/marketing', scriptGzip: 140 * 1024, pageChunkGzip: 31 * 1024, cssGzip: 10 * 1024 },
      { path: '/settings', scriptGzip: 140 * 1024, pageChunkGzip: 1024, cssGzip: 26 * 1024 },
    ]
    expect(brokenBudgets(budgets, bytes)).toEqual([
      '/marketing scripts before the page works: 140.0 KB gzip, budget 135 KB',
      '/marketing page chunk: 31.0 KB gzip, budget 30 KB',
      '/settings scripts before the page works: 140.0 KB gzip, budget 135 KB',
      '/settings CSS: 26.0 KB gzip, budget 25 KB',
    ])
  })

  it('names each Lighthouse category under its budget', () => {
    expect(brokenBudgets(budgets, [], [{ ...page, performance: 91, seo: 92 }])).toEqual([
      'http://127.0.0.1:4199/ Lighthouse performance: 91, budget 95',
      'http://127.0.0.1:4199/ Lighthouse seo: 92, budget 100',
    ])
  })

  it('reads the committed budget file in the same shape', async () => {
    const committed = JSON.parse(await readFile('tools/src/bench/budgets.json', 'utf8')) as Budgets
    expect(Object.keys(committed.bytes).sort()).toEqual(['cssKB', 'pageChunkKB', 'routeScriptKB'])
    expect(Object.keys(committed.lighthouse).sort()).toEqual([
      'accessibility',
      'bestPractices',
      'performance',
      'seo',
    ])
  })
})
