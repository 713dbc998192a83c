/**
 * `npm run bench:pairs -- --before <dir> --after <dir>`: Lighthouse on the eight bench pages of two
 * builds, in pairs (a page of one build, then the same page of the other, median of `--runs` each,
 * default 3), so that a machine growing busier or quieter weighs on both alike; `--pages /,/en`
 * measures only those. Prints the table and writes bench-results/pairs.md. Build each with
 * `npm run build -- --outDir <dir>`.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { staticHost } from '../static-host/serve'
import { benchmarkedPages } from './benchmarked-pages'
import { flag } from './bench-files'
import { measurePage } from './lighthouse'

async function serve(dir: string) {
  const server = await staticHost(resolve(dir))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

const [beforeDir, afterDir] = [flag('before'), flag('after')]
if (!beforeDir || !afterDir) throw new Error('Usage: npm run bench:pairs -- --before <dir> --after <dir> [--runs 3]')
const runs = Number(flag('runs') ?? 3)
const pages = flag('pages')?.split(',') ?? benchmarkedPages
const before = await serve(beforeDir)
const after = await serve(afterDir)
const rows: string[] = []
try {
  for (const path of pages) {
    const was = await measurePage(`${before.origin}${path}`, runs)
    const is = await measurePage(`${after.origin}${path}`, runs)
    const row = `| \`${path}\` | ${was.performance} | ${is.performance} | ${is.performance - was.performance} | ${Math.round(was.tbt)} → ${Math.round(is.tbt)} | ${Math.round(was.lcp)} → ${Math.round(is.lcp)} |`
    console.log(row)
    rows.push(row)
  }
} finally {
  before.server.close()
  after.server.close()
}
const table = [
  `Lighthouse performance, median of ${runs} each, in pairs (before: ${beforeDir}, after: ${afterDir}):`,
  '',
  '| Page | Before | After | Change | TBT ms | LCP ms |',
  '| --- | ---: | ---: | ---: | --- | --- |',
  ...rows,
].join('\n')
await mkdir('bench-results', { recursive: true })
await writeFile('bench-results/pairs.md', `${table}\n`)
console.log(`\n${table}`)
