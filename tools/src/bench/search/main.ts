/**
 * `npm run bench:search`: builds the site (or reuses `--outDir` with `--reuse`), serves it as a
 * static host does, and times the header search in Chromium at a 4x CPU slowdown (`--cpu`), median
 * of 5 (`--runs`), over the fixed queries of queries.ts. Writes bench-results/search.json and
 * search.md and prints the table. Timings are noisy on a busy machine: run it with nothing else on.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { staticHost } from '../../preview/static-host/serve'
import { flag } from '../bench-files'
import { buildForBench } from '../build-for-bench'
import { measureSearch } from './measure-search'
import { searchTable } from './report'

const outDir = resolve(flag('outDir') ?? 'dist')
buildForBench(outDir, process.argv.includes('--reuse'))
const server = await staticHost(outDir)
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
try {
  const bench = await measureSearch(
    `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    Number(flag('runs') ?? 5),
    Number(flag('cpu') ?? 4),
  )
  const table = searchTable(bench)
  await mkdir('bench-results', { recursive: true })
  await writeFile('bench-results/search.json', `${JSON.stringify(bench, null, 2)}\n`)
  await writeFile('bench-results/search.md', `${table}\n`)
  console.log(table)
} finally {
  server.close()
}
