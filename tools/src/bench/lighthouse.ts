import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { closedNetworkFlags, findChromium } from '../find-chromium'
import type { LighthousePage } from './budgets'
import { median } from './median'

const run = promisify(execFile)
// Lighthouse 13 needs Node 22; 12.8 runs on this project's Node 20. Fetched by npx on first use, so
// `npm ci` does not install its 190 MB for every test run.
const LIGHTHOUSE = 'lighthouse@12.8.2'
const CHROME_FLAGS = ['--headless=new', '--disable-dev-shm-usage', ...closedNetworkFlags].join(' ')

interface LighthouseResult {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>
  audits: Record<string, { numericValue?: number }>
  environment: { benchmarkIndex: number }
}

/** Lighthouse's own CPU slowdown, set for a high-end desktop (its benchmark index 1,500-2,000). */
export const DEFAULT_CPU_SLOWDOWN = 4

/** The command line of one Lighthouse run: JSON on stdout, the CPU slowed `cpuSlowdown` times. */
export function lighthouseArgs(url: string, cpuSlowdown: number): string[] {
  return [
    '--yes',
    LIGHTHOUSE,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
    `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
  ]
}

async function lighthouseOnce(url: string, cpuSlowdown: number): Promise<LighthousePage> {
  const { stdout } = await run('npx', lighthouseArgs(url, cpuSlowdown), {
    env: { ...process.env, CHROME_PATH: findChromium() ?? process.env.CHROME_PATH ?? '' },
    maxBuffer: 64 * 1024 * 1024,
  })
  const result = JSON.parse(stdout) as LighthouseResult
  const score = (category: keyof LighthouseResult['categories']) =>
    Math.round((result.categories[category].score ?? 0) * 100)
  const metric = (audit: string) => result.audits[audit]?.numericValue ?? Number.NaN
  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: result.environment.benchmarkIndex,
  }
}

/**
 * Lighthouse with its mobile defaults, once; `cpuSlowdown` replaces its 4x CPU slowdown (a quicker
 * machine needs more to stand for the same phone). It sometimes loses its trace on a loaded
 * machine (NO_NAVSTART, NO_FCP): such a run is repeated.
 */
export async function measureOnce(
  url: string,
  cpuSlowdown = DEFAULT_CPU_SLOWDOWN,
  attempts = 3,
): Promise<LighthousePage> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, cpuSlowdown)
    } catch (error) {
      if (attempt >= attempts) throw error
      console.warn(
        `Lighthouse run on ${url} failed (${String(error).split('\n')[1] ?? error}); running it again`,
      )
    }
  }
}

const keys = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'benchmarkIndex',
] as const

/** Each figure of several runs of one page, its median. */
export function medianPage(results: LighthousePage[]): LighthousePage {
  const url = results[0]?.url ?? ''
  return {
    url,
    ...Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key]))])),
  } as LighthousePage
}

/** Lighthouse with its mobile defaults, `runs` times one after another; each figure is the median. */
export async function measurePage(url: string, runs: number): Promise<LighthousePage> {
  const results: LighthousePage[] = []
  for (let index = 0; index < runs; index++) results.push(await measureOnce(url))
  return medianPage(results)
}
