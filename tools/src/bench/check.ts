/**
 * `npm run bench:check`: builds the site (or reads `--outDir <dir>`, a finished build) and fails when
 * a route's scripts, page chunk or CSS break tools/src/bench/budgets.json, a bench page's first load
 * in Chromium (document and every script until the network is quiet) or a guide's HTML breaks its
 * budget, or the build read a guide file more than once (its report counts the reads). The bytes are
 * exact, so `npm test` runs this. `-- --lighthouse` and `-- --traces` also check the Lighthouse and
 * main-thread figures of the last `npm run bench`, which vary with the machine's load and so stay out
 * of the tests.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { routeTable } from '../../../src/routes/route-table'
import { brokenBudgets, brokenFirstLoads, brokenMainThread } from './budgets'
import { benchmarkedPages } from './benchmarked-pages'
import { measureFirstLoads } from './first-load/first-loads'
import { guideHtmlSizes } from './first-load/guide-html'
import { pageKind } from './first-load/page-kind'
import { flag, readBudgets, readReport, reportFile } from './bench-files'
import { buildForBench } from './build-for-bench'
import { measureBuild } from './measure-build'
import { routeDataInScripts } from './route-data-in-scripts'
import type { Manifest } from '../../../build/src/route-bytes'
import { bytesTable, firstLoadTable } from './report-table'
import { guideReadProblems } from './guide-reads'
import type { BuildReport } from '../../../build/src/build-report'

const given = flag('outDir')
const outDir = resolve(given ?? 'node_modules/.cache/bench-build')
buildForBench(outDir, Boolean(given))
const bytes = await measureBuild(outDir, routeTable)
const readsBench = process.argv.includes('--lighthouse') || process.argv.includes('--traces')
const report = readsBench ? await readReport() : undefined
if (readsBench && !report) throw new Error(`${reportFile} is missing: run npm run bench first`)
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
// Bytes that grow with the corpus would pass the budget today and break it some guides later.
const routeData = routeDataInScripts(manifest, routeTable, (file) => readFileSync(join(outDir, file), 'utf8'))
const buildReport = JSON.parse(
  readFileSync(join(outDir, '.vite', 'build-report.json'), 'utf8'),
) as BuildReport
const budgets = await readBudgets()
const firstLoads = await measureFirstLoads(outDir, benchmarkedPages)
const guideHtml = await guideHtmlSizes(outDir, routeTable)
const broken = [
  ...brokenBudgets(budgets, bytes, process.argv.includes('--lighthouse') ? report?.lighthouse : undefined),
  ...(process.argv.includes('--traces') ? brokenMainThread(budgets, report?.mainThread ?? []) : []),
  ...brokenFirstLoads(budgets, firstLoads, (path) => pageKind(path, routeTable), guideHtml),
  ...guideReadProblems(buildReport),
  ...routeData.map(
    (line) =>
      `guide route data in a guide page's static scripts (it belongs in its section's chunk): ${line}`,
  ),
]
console.log(bytesTable(bytes))
console.log(`\n${firstLoadTable(firstLoads, guideHtml)}`)
if (report) console.log(`\nFigures of the bench of ${report.date} checked from ${reportFile}.`)
if (broken.length > 0) {
  console.error(
    `\nBroken budgets (tools/src/bench/budgets.json):\n${broken.map((line) => `- ${line}`).join('\n')}`,
  )
  process.exit(1)
}
console.log('\nEvery budget holds.')
