/**
 * `npm run bench:check`: builds the site (or reads `--outDir <dir>`, a finished build) and fails when
 * a route's scripts, page chunk or CSS break scripts/bench/budgets.json; also checks the Lighthouse
 * figures of the last `npm run bench`, when there is one. The byte part is exact, so `npm test` runs it.
 */
import { resolve } from 'node:path'
import { routeTable } from '../../src/routes/route-table'
import { brokenBudgets } from './budgets'
import { flag, readBudgets, readReport, reportFile } from './bench-files'
import { buildForBench } from './build-for-bench'
import { measureBuild } from './measure-build'
import { bytesTable } from './report-table'

const given = flag('outDir')
const outDir = resolve(given ?? 'node_modules/.cache/bench-build')
buildForBench(outDir, Boolean(given))
const bytes = await measureBuild(outDir, routeTable)
const report = await readReport()
const broken = brokenBudgets(await readBudgets(), bytes, report?.lighthouse)
console.log(bytesTable(bytes))
if (report) console.log(`\nLighthouse figures of ${report.date} checked from ${reportFile}.`)
if (broken.length > 0) {
  console.error(`\nBroken budgets (scripts/bench/budgets.json):\n${broken.map((line) => `- ${line}`).join('\n')}`)
  process.exit(1)
}
console.log('\nEvery budget holds.')
