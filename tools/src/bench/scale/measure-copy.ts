/**
 * Run inside a bench copy (`tsx tools/src/bench/scale/measure-copy.ts <outDir>`): prints as JSON what
 * the scale bench reads from a build with that copy's own route table, and the SEO guide's first
 * load in Chromium in both languages. A separate process, because
 * the route table is compiled from the copy's route data.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { routeTable } from '../../../../src/routes/route-table'
import { measureFirstLoads } from '../first-load/first-loads'
import { firstLoadBytes } from '../first-load/measure-first-load'
import { measureBuild } from '../measure-build'

const outDir = process.argv[2]
const gzipOf = (file: string) => gzipSync(readFileSync(file)).length
const bytes = await measureBuild(outDir, routeTable)
const guide = bytes.find((route) => route.path === '/marketing/research/seo')
// Issue 62 item 6: a guide's first load, as bench:check counts it, must not grow with the corpus.
const [zhLoad, enLoad] = await measureFirstLoads(outDir, [
  '/marketing/research/seo',
  '/en/marketing/research/seo',
])
console.log(
  JSON.stringify({
    pages: routeTable.length,
    guideScriptGzip: guide?.scriptGzip,
    guideFirstLoad: { zh: firstLoadBytes(zhLoad), en: firstLoadBytes(enLoad) },
    heaviestScriptGzip: Math.max(...bytes.map((route) => route.scriptGzip)),
    guidePathsGzip: gzipOf('content/src/routes/guide-paths.generated.ts'),
    navigationGzip: {
      zh: gzipOf(join(outDir, 'locales/zh/navigation.json')),
      en: gzipOf(join(outDir, 'locales/en/navigation.json')),
    },
  }),
)
