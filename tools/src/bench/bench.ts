/**
 * `npm run bench`: builds the site, serves it as a static host does, and measures each benchmarked
 * page with Lighthouse (mobile defaults, median of `--runs`, default 3), its first load's bytes in
 * Chromium, its main-thread time from Chromium traces at 4x and 8x CPU slowdown (median of
 * `--trace-runs`, default 5), and every route's bytes.
 * Writes bench-results/report.json and report.md, prints the tables, and fails on a broken budget.
 * Lighthouse is noisy on a busy machine: run it with nothing else going on.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { dirname, resolve } from 'node:path'
import { routeTable } from '../../../src/routes/route-table'
import { staticHost } from '../preview/static-host/serve'
import { brokenBudgets, brokenFirstLoads, brokenMainThread, type LighthousePage } from './budgets'
import { flag, readBudgets, reportFile, tableFile, type BenchReport } from './bench-files'
import { benchmarkedPages } from './benchmarked-pages'
import { buildForBench } from './build-for-bench'
import { measureFirstLoads } from './first-load/first-loads'
import { guideHtmlSizes } from './first-load/guide-html'
import { pageKind } from './first-load/page-kind'
import { measurePage } from './lighthouse'
import { measureMainThread } from './main-thread/measure-main-thread'
import { measureBuild } from './measure-build'
import { bytesTable, firstLoadTable, lighthouseTable, mainThreadTable } from './report-table'

const outDir = resolve(flag('outDir') ?? 'dist')
const runs = Number(flag('runs') ?? 3)
const traceRuns = Number(flag('trace-runs') ?? 5)
buildForBench(outDir, false)
const bytes = await measureBuild(outDir, routeTable)

const server = await staticHost(outDir)
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const lighthouse: LighthousePage[] = []
try {
  for (const path of benchmarkedPages) {
    console.log(`Lighthouse ×${runs}: ${path}`)
    lighthouse.push(await measurePage(`${origin}${path}`, runs))
  }
} finally {
  server.close()
}

const firstLoads = await measureFirstLoads(outDir, benchmarkedPages)
const guideHtml = await guideHtmlSizes(outDir, routeTable)
console.log(`Main-thread traces ×${traceRuns} at 4x and 8x`)
const mainThread = await measureMainThread(outDir, benchmarkedPages, { runs: traceRuns })
const report: BenchReport = {
  date: new Date().toISOString().slice(0, 10),
  bytes,
  firstLoads,
  mainThread,
  lighthouse,
}
const tables = `## Bench of ${report.date}\n\n${lighthouseTable(lighthouse)}\n\n${firstLoadTable(firstLoads, guideHtml)}\n\n${mainThreadTable(mainThread)}\n\n${bytesTable(bytes)}\n`
await mkdir(dirname(reportFile), { recursive: true })
await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`)
await writeFile(tableFile, tables)
console.log(`\n${tables}`)
const budgets = await readBudgets()
const broken = [
  ...brokenBudgets(budgets, bytes, lighthouse),
  ...brokenFirstLoads(budgets, firstLoads, (path) => pageKind(path, routeTable), guideHtml),
  ...brokenMainThread(budgets, mainThread),
]
if (broken.length > 0) {
  console.error(`Broken budgets:\n${broken.map((line) => `- ${line}`).join('\n')}`)
  process.exit(1)
}
