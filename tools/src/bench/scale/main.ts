/**
 * `npm run bench:scale -- --guides 36,200,1000`: for each size, grows a copy of the repo to that many
 * guides (synthetic-corpus.ts), builds it, changes one guide and builds again, measures the build
 * (time per phase, peak memory, dist size, route bytes, search index) and, unless `--no-search`, the
 * header search (bench:search's harness). Writes bench-results/scale.json and scale.md. `--keep`
 * leaves the copies in the temp folder. Slow by design: not part of npm test.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { BuildReport } from '../../../../build/src/build-report'
import { buildCacheDirs } from '@super-individual/content/node'
import { staticHost } from '../../preview/static-host/serve'
import { flag } from '../bench-files'
import { measureSearch } from '../search/measure-search'
import { copyRepo } from './repo-copy'
import { scaleTable, type ScaleRow } from './scale-report'
import { growCorpus } from './synthetic-corpus'
import { repoRoot } from '@super-individual/content/node'

const repo = repoRoot
const sizes = (flag('guides') ?? '36').split(',').map(Number)
const withSearch = !process.argv.includes('--no-search')

/** Gzip over raw bytes with each file compressed alone, as a host serves them. */
const filesGzipRatio = (texts: string[]) =>
  texts.reduce((sum, text) => sum + gzipSync(text).length, 0) /
  texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0)
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((file) => statSync(file).isFile())

function build(copy: string): { seconds: number; report: BuildReport } {
  const started = performance.now()
  execFileSync('npx', ['tsx', 'build/src/build.ts', '--outDir', 'dist'], {
    cwd: copy,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const seconds = Math.round((performance.now() - started) / 100) / 10
  return {
    seconds,
    report: JSON.parse(readFileSync(join(copy, 'dist', '.vite', 'build-report.json'), 'utf8')) as BuildReport,
  }
}

/** Adds a sentence to one guide's intro in both languages: the smallest edit an editor makes. */
function changeOneGuide(copy: string) {
  for (const language of ['zh', 'en']) {
    const file = join(copy, 'public', 'locales', language, 'articles', 'marketing', 'research-seo.json')
    const article = JSON.parse(readFileSync(file, 'utf8')) as { intro: string }
    article.intro += language === 'zh' ? '本句由性能测试添加。' : ' This sentence was added by the bench.'
    writeFileSync(file, `${JSON.stringify(article, null, 2)}\n`)
  }
}

async function searchFigures(outDir: string) {
  const server = await staticHost(outDir)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  try {
    const bench = await measureSearch(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    const medians = bench.timings.map((timing) => timing.medianMs ?? Infinity).sort((a, b) => a - b)
    const slowest = bench.timings.reduce((a, b) =>
      (a.medianMs ?? Infinity) >= (b.medianMs ?? Infinity) ? a : b,
    )
    return {
      searchFetch: bench.indexBytes,
      searchLatency: {
        medianMs: medians[Math.floor(medians.length / 2)],
        slowestMs: slowest.medianMs ?? Infinity,
        slowestQuery: slowest.query,
      },
    }
  } finally {
    server.close()
  }
}

async function benchSize(guides: number): Promise<ScaleRow> {
  const copy = copyRepo(repo, `n${guides}`)
  try {
    growCorpus(copy, guides)
    console.log(`${guides} guides: building in ${copy}`)
    const first = build(copy)
    const outDir = join(copy, 'dist')
    const measured = JSON.parse(
      execFileSync('npx', ['tsx', 'tools/src/bench/scale/measure-copy.ts', outDir], {
        cwd: copy,
        encoding: 'utf8',
      }),
    ) as Pick<
      ScaleRow,
      | 'pages'
      | 'guideScriptGzip'
      | 'guideFirstLoad'
      | 'heaviestScriptGzip'
      | 'guidePathsGzip'
      | 'navigationGzip'
    >
    const searchIndex = Object.fromEntries(
      ['zh', 'en'].map((language) => {
        // Every piece of the language's index (manifest, shards, page texts), each compressed alone as served.
        const pieces = filesUnder(join(outDir, 'search-index', language)).map((file) =>
          readFileSync(file, 'utf8'),
        )
        const articles = filesUnder(join(copy, 'public', 'locales', language, 'articles')).map((file) =>
          readFileSync(file, 'utf8'),
        )
        return [
          language,
          {
            raw: pieces.reduce((sum, piece) => sum + Buffer.byteLength(piece), 0),
            gzipRatio: filesGzipRatio(pieces),
            articlesGzipRatio: filesGzipRatio(articles),
          },
        ]
      }),
    )
    const distMb =
      Math.round(filesUnder(outDir).reduce((total, file) => total + statSync(file).size, 0) / 1024 / 102.4) /
      10
    const search = withSearch ? await searchFigures(outDir) : {}
    changeOneGuide(copy)
    const second = build(copy)
    // The page cache must not serve the edited guide from before the edit.
    const edited = readFileSync(join(outDir, 'en', 'marketing', 'research', 'seo', 'index.html'), 'utf8')
    if (!edited.includes('This sentence was added by the bench.'))
      throw new Error('the rebuild served the edited guide from the cache')
    return {
      guides,
      ...measured,
      buildSeconds: first.seconds,
      phases: first.report.phases,
      peakRssMb: first.report.peakRssMb,
      peakRssMbAfter: first.report.peakRssMbAfter,
      rebuildOneGuideSeconds: second.seconds,
      rebuildPhases: second.report.phases,
      distMb,
      searchIndex,
      ...search,
    }
  } finally {
    if (!process.argv.includes('--keep')) {
      rmSync(copy, { recursive: true, force: true })
      // The copy's build caches are kept in the node_modules it shares with the repo.
      for (const dir of buildCacheDirs(join(copy, 'dist'))) rmSync(dir, { recursive: true, force: true })
    }
  }
}

const rows: ScaleRow[] = []
for (const guides of sizes) {
  rows.push(await benchSize(guides))
  console.log(scaleTable(rows.slice(-1)))
}
mkdirSync(join(repo, 'bench-results'), { recursive: true })
writeFileSync(join(repo, 'bench-results', 'scale.json'), `${JSON.stringify(rows, null, 2)}\n`)
const table = `${scaleTable(rows)}\n`
writeFileSync(join(repo, 'bench-results', 'scale.md'), table)
console.log(`\n${table}`)

// Issue 62 item 6: a guide's first load stays within 2 KB of the smallest corpus's.
const [smallest] = rows
for (const row of rows.slice(1))
  for (const language of ['zh', 'en']) {
    const growth = row.guideFirstLoad[language] - smallest.guideFirstLoad[language]
    console.log(
      `${language} guide first load at ${row.guides} guides: ${(growth / 1024).toFixed(1)} KB more than at ${smallest.guides} (at most 2 KB)`,
    )
    if (growth > 2048) process.exitCode = 1
  }
