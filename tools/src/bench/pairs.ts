/**
 * `npm run bench:pairs -- --before <dir> --after <dir>`: Lighthouse on the eight bench pages of two
 * builds, in pairs (a run on a page of one build, then a run on the same page of the other, `--runs`
 * times, default 3, and the median of each), so that a machine growing busier or quieter weighs on
 * both alike; `--pages /,/en` measures only those, `--cpu 8` slows the CPU 8x instead of Lighthouse's
 * 4x, for a machine much quicker than the high-end desktop that 4x is set for. Prints the table and writes
 * bench-results/pairs.md. Build each with `npm run build -- --outDir <dir>`.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { staticHost } from '../preview/static-host/serve'
import { benchmarkedPages } from './benchmarked-pages'
import { flag } from './bench-files'
import type { LighthousePage } from './budgets'
import { DEFAULT_CPU_SLOWDOWN, measureOnce, medianPage } from './lighthouse'
import { median } from './median'

async function serve(dir: string) {
  const server = await staticHost(resolve(dir))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

const [beforeDir, afterDir] = [flag('before'), flag('after')]
if (!beforeDir || !afterDir)
  throw new Error(
    'Usage: npm run bench:pairs -- --before <dir> --after <dir> [--runs 3] [--pages /,/en] [--cpu 4]',
  )
const runs = Number(flag('runs') ?? 3)
const cpuSlowdown = Number(flag('cpu') ?? DEFAULT_CPU_SLOWDOWN)
if (!(cpuSlowdown >= 1))
  throw new Error(`--cpu takes a slowdown of 1 or more, such as 8; it was given ${flag('cpu')}`)
const pages = flag('pages')?.split(',') ?? benchmarkedPages
const before = await serve(beforeDir)
const after = await serve(afterDir)
const rows: string[] = []
const benchmarkIndexes: number[] = []
try {
  for (const path of pages) {
    const befores: LighthousePage[] = []
    const afters: LighthousePage[] = []
    // Alternating run by run: a spike on this shared machine then lands on both builds, not on
    // three runs of one of them.
    for (let run = 0; run < runs; run++) {
      befores.push(await measureOnce(`${before.origin}${path}`, cpuSlowdown))
      afters.push(await measureOnce(`${after.origin}${path}`, cpuSlowdown))
    }
    const [was, is] = [medianPage(befores), medianPage(afters)]
    benchmarkIndexes.push(was.benchmarkIndex, is.benchmarkIndex)
    const scores = (results: LighthousePage[]) => results.map((result) => result.performance).join(', ')
    const row = `| \`${path}\` | ${was.performance} (${scores(befores)}) | ${is.performance} (${scores(afters)}) | ${is.performance - was.performance} | ${Math.round(was.tbt)} → ${Math.round(is.tbt)} | ${Math.round(was.lcp)} → ${Math.round(is.lcp)} |`
    console.log(row)
    rows.push(row)
  }
} finally {
  before.server.close()
  after.server.close()
}
const table = [
  `Lighthouse performance, median of ${runs} each, runs alternating (before: ${beforeDir}, after: ${afterDir}),`,
  `CPU slowed ${cpuSlowdown}x in Lighthouse's simulation,`,
  `on a machine of benchmark index ${Math.round(median(benchmarkIndexes))} (Lighthouse's, ${Math.round(Math.min(...benchmarkIndexes))}-${Math.round(Math.max(...benchmarkIndexes))} over the pages):`,
  '',
  '| Page | Before (each run) | After (each run) | Change | TBT ms | LCP ms |',
  '| --- | ---: | ---: | ---: | --- | --- |',
  ...rows,
].join('\n')
await mkdir('bench-results', { recursive: true })
await writeFile('bench-results/pairs.md', `${table}\n`)
console.log(`\n${table}`)
