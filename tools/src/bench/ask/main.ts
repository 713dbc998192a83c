/**
 * `npm run bench:ask`: builds the site (or reuses `--outDir` with `--reuse`), serves it as a
 * static host does, and asks the /ask page each question of measure-ask.ts in Chromium, each time
 * as a first question in a fresh browser context: the bytes it fetches (at most 150 KB gzip) and the
 * time from its last piece arriving to the answer painted at a 4x CPU slowdown (`--cpu`), at most
 * 100 ms, median of 5 (`--runs`). Writes bench-results/ask.json and ask.md; exits 1 over a limit.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { flag } from '../bench-files'
import { buildForBench } from '../build-for-bench'
import { withServedBuild } from '../served-build'
import { measureAsk, type AskBench } from './measure-ask'

export const askLimits = { firstQuestionKB: 150, paintMs: 100 }

function askTable(bench: AskBench): string {
  const rows = bench.timings.map(
    (timing) =>
      `| ${timing.language} | ${timing.question} | ${(timing.medianBytes / 1024).toFixed(1)} | ${timing.medianPaintMs} | ${timing.runsPaintMs.join(', ')} |`,
  )
  return [
    `A first question on /ask, CPU slowed ${bench.cpuSlowdown}x, median of ${bench.runs}:`,
    '',
    '| Language | Question | KB fetched (gzip) | Last piece to answer painted (ms) | Runs (ms) |',
    '| --- | --- | ---: | ---: | --- |',
    ...rows,
  ].join('\n')
}

const outDir = resolve(flag('outDir') ?? 'dist')
buildForBench(outDir, process.argv.includes('--reuse'))
const bench = await withServedBuild(outDir, (browser, origin) =>
  measureAsk(browser, origin, Number(flag('runs') ?? 5), Number(flag('cpu') ?? 4)),
)
const table = askTable(bench)
await mkdir('bench-results', { recursive: true })
await writeFile('bench-results/ask.json', `${JSON.stringify(bench, null, 2)}\n`)
await writeFile('bench-results/ask.md', `${table}\n`)
console.log(table)
const over = bench.timings.filter(
  (timing) =>
    timing.medianBytes > askLimits.firstQuestionKB * 1024 || timing.medianPaintMs > askLimits.paintMs,
)
for (const timing of over)
  console.error(
    `over a limit (${askLimits.firstQuestionKB} KB, ${askLimits.paintMs} ms): ${timing.language} "${timing.question}"`,
  )
if (over.length > 0) process.exitCode = 1
