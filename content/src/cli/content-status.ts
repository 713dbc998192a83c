/**
 * `npm run content:status`: what has gone stale in the guides, for editors. A table in the terminal,
 * JSON with --json, one line with --summary (what .ci/run prints). --today=YYYY-MM-DD measures ages
 * from another day. It reads the locale files, the route data and the examples' last test report
 * (examples/.test-report.json), no network, runs no test, and always exits 0: it informs, it never
 * fails a build.
 */
import { join } from 'node:path'
import { loadCorpus } from '../corpus/load-corpus.ts'
import { contentStatus } from '../status/collect.ts'
import { readExampleRun } from '../status/examples-report.ts'
import { statusTables, summaryLine } from '../status/format-status.ts'
import { repoRoot } from '../node/repo-root.ts'

export const exampleReportFile = join(repoRoot, 'examples', '.test-report.json')

const flags = process.argv.slice(2)
const todayFlag = flags.find((flag) => flag.startsWith('--today='))
const today = todayFlag?.slice('--today='.length) ?? new Date().toISOString().slice(0, 10)

try {
  const started = performance.now()
  const status = contentStatus(
    loadCorpus(repoRoot, { drafts: true }).guides,
    readExampleRun(exampleReportFile, join(repoRoot, 'examples')),
    today,
  )
  if (flags.includes('--json')) console.log(JSON.stringify(status, null, 2))
  else if (flags.includes('--summary')) console.log(summaryLine(status))
  else console.log(`${statusTables(status)}(${Math.round(performance.now() - started)} ms)`)
} catch (error) {
  console.log(`content:status could not finish: ${(error as Error).message}`)
}
