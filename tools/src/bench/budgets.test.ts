import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import {
  brokenBudgets,
  brokenFirstLoads,
  brokenMainThread,
  type Budgets,
  type LighthousePage,
} from './budgets'
import type { FirstLoad } from './first-load/measure-first-load'
import { pageKind } from './first-load/page-kind'

const budgets: Budgets = {
  bytes: { routeScriptKB: 135, pageChunkKB: 30, cssKB: 25 },
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 },
  firstLoad: { guideKB: 130, homeKB: 120, otherKB: 135, guideHtmlKB: 20 },
  mainThread: { cpu: 8, taskMs: { '/': 1000, '/en': 1000 } },
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
    expect(Object.keys(committed.firstLoad).sort()).toEqual(['guideHtmlKB', 'guideKB', 'homeKB', 'otherKB'])
    expect(Object.keys(committed.lighthouse).sort()).toEqual([
      'accessibility',
      'bestPractices',
      'performance',
      'seo',
    ])
  })
})

describe('brokenFirstLoads', () => {
  const routes = [
    { path: '/' },
    { path: '/marketing' },
    { path: '/marketing/research/seo', article: 'marketing/research-seo' },
  ]
  const kindOf = (path: string) => pageKind(path, routes)
  const load = (path: string, documentKB: number, scriptKB: number): FirstLoad => ({
    path,
    documentBytes: documentKB * 1024,
    scriptBytes: scriptKB * 1024,
    otherBytes: 50 * 1024,
    requests: [],
  })

  it('holds each page to its kind’s budget, counting the document and the scripts but not the rest', () => {
    const loads = [
      load('/', 20, 100),
      load('/en', 20, 101),
      load('/en/marketing/research/seo', 20, 110),
      load('/marketing/research/seo', 20, 111),
      load('/marketing', 35, 100),
      load('/en/marketing', 35, 101),
    ]
    expect(brokenFirstLoads(budgets, loads, kindOf, [])).toEqual([
      '/en first load (document and scripts): 121.0 KB gzip, budget 120 KB (home page)',
      '/marketing/research/seo first load (document and scripts): 131.0 KB gzip, budget 130 KB (guide page)',
      '/en/marketing first load (document and scripts): 136.0 KB gzip, budget 135 KB (other page)',
    ])
  })

  it('names every guide HTML over its budget', () => {
    const html = [
      { path: '/en/marketing/research/seo', gzip: 21 * 1024 },
      { path: '/marketing/research/seo', gzip: 20 * 1024 },
    ]
    expect(brokenFirstLoads(budgets, [], kindOf, html)).toEqual([
      '/en/marketing/research/seo HTML: 21.0 KB gzip, budget 20 KB',
    ])
  })
})

describe('brokenMainThread', () => {
  it('holds each budgeted page at the budget’s slowdown only', () => {
    const figure = (path: string, cpu: number, taskMs: number) => ({
      path,
      cpu,
      taskMs,
      longTasks: 3,
      runs: 5,
    })
    const figures = [
      figure('/', 8, 1001),
      figure('/en', 8, 1000),
      figure('/', 4, 5000),
      figure('/i18n-demo', 8, 9000),
    ]
    expect(brokenMainThread(budgets, figures)).toEqual([
      '/ main-thread time at 8x: 1001 ms (median of 5), budget 1000 ms',
    ])
  })
})
