/**
 * `npm run build`: the client build, then a server build of src/app/render-page.tsx that renders
 * every public page to HTML in both languages, plus the sitemap, robots.txt and the host rules.
 * `--outDir <dir>` builds elsewhere (the e2e tests use their own folder). VITE_SITE_URL is the public
 * address used in canonical links and the sitemap. A page whose inputs did not change since the last
 * build is copied from node_modules/.cache/prerender-pages instead of rendered, and the glossary's
 * matches and the search index's postings of an unchanged guide come from node_modules/.cache too;
 * `--force` works everything out again.
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, loadEnv } from 'vite'
import type * as RenderPageModule from '../../src/app/render-page'
import { resolveSupabaseUrl } from '../../src/auth/supabase-url'
import { LOCAL_API_URL } from '@super-individual/supabase-emulator/local-defaults'
import { prerenderSite } from './prerender/prerender-site'
import { buildSearchIndex } from './search-index/build-search-index'
import { writeGuidePaths } from '@super-individual/content/node'
import { formatProblem, localeProblems } from '@super-individual/content/node'
import { buildPhases } from './build-report'
import { buildCacheDir } from '@super-individual/content/node'
import { contentVersion } from './vite/content-version'
import { setPreviousBuildAside } from './previous-build'
import { writeFeeds } from './feeds/site-feeds'
import { writeGeneratedNamespaces } from './feeds/generated-namespaces'
import { writeGlossaryNamespaces } from './glossary/glossary-namespaces'
import { glossaryProblems } from '@super-individual/content/node'
import { allTerms, readGlossary, readSynonyms } from '@super-individual/content/node'
import { termMatcher } from '@super-individual/content/node'
import { loadCorpus, type CorpusGuide } from '@super-individual/content/node'
import { writeServedArticles } from './served-articles'
import { countFileReads } from './file-reads'
import { writeReviewSources } from './reviews/review-sources.ts'
import { generateWorker } from './service-worker/generate-worker'
import { writeAskIndex } from './ask/write-ask-index'

// A build is what a host serves. Vite takes production or development from NODE_ENV, so one left in
// a shell (or set by a dev server earlier in the same process) would ship React's development build
// and no offline worker, which only a production bundle registers.
process.env.NODE_ENV = 'production'

const outDirFlag = process.argv.indexOf('--outDir')
const force = process.argv.includes('--force')
const outDir = resolve(outDirFlag > -1 ? process.argv[outDirFlag + 1] : 'dist')
const env = loadEnv('production', process.cwd(), 'VITE_')
const siteUrl = process.env.VITE_SITE_URL ?? env.VITE_SITE_URL ?? 'http://localhost:4173'
// The address the bundle talks to, read as the bundle reads it: the Content-Security-Policy allows it.
const supabaseUrl = resolveSupabaseUrl(env, LOCAL_API_URL)
// Both builds must name the same version, or the pages would ask for other locale URLs than the bundle.
const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string }
process.env.BUILD_VERSION ??= contentVersion(process.cwd(), version)

/**
 * The glossary page's and each guide's term marks' namespaces, derived from content/glossary and the
 * guides' text after the same check as npm run check:glossary.
 */
function writeGlossary(
  topicSchema: typeof RenderPageModule.glossaryTopicSchema,
  guides: readonly CorpusGuide[],
) {
  const glossary = readGlossary()
  // Kept between builds: a rebuild matches the glossary's terms only in the guides that changed.
  const matcher = termMatcher(allTerms(glossary), {
    cacheDir: force ? undefined : buildCacheDir('glossary-matches', outDir),
  })
  const problems = glossaryProblems({ glossary, guides, topicSchema, matcher })
  if (problems.length > 0) throw new Error(`The glossary has problems:\n${problems.join('\n')}`)
  writeGlossaryNamespaces(outDir, { glossary, matcher, guides })
  matcher.save()
  return glossary
}

const started = performance.now()
const timer = buildPhases(started)
// vite.config.ts imports the workspace packages' TypeScript, which only Vite's module runner loads.
const configLoader = 'runner'
// The route table types its guide paths from this file: it must match the route data being built.
if (writeGuidePaths()) console.log('Guide route types rewritten from content/routes/*.json')
// The guides, read and checked once: every step below takes them from here (see loadCorpus), and
// the build report says how often each guide file was read, which bench:check holds to once.
const guideFileReads = countFileReads(/[\\/]locales[\\/](?:zh|en)[\\/]articles[\\/].+\.json$/)
const corpus = loadCorpus(process.cwd(), { drafts: true })
const published = corpus.guides.filter((guide) => !guide.draft)
const previousBuildGone = setPreviousBuildAside(outDir)
// The manifest maps each source module to its chunk and static imports: the bench reads it.
await build({ configLoader, build: { outDir, emptyOutDir: true, manifest: true } })
timer.phase('client')
// Inside the repo, so the server build's bare imports (react, i18next) resolve to node_modules.
const cacheDir = resolve('node_modules/.cache')
await mkdir(cacheDir, { recursive: true })
const serverDir = await mkdtemp(join(cacheDir, 'prerender-'))
try {
  await build({
    configLoader,
    logLevel: 'warn',
    build: {
      ssr: 'src/app/render-page.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      // The client's hashed names are for caching; the prerender imports this entry by its name.
      rolldownOptions: { output: { entryFileNames: '[name].js' } },
    },
  })
  const serverEntry = join(serverDir, 'render-page.js')
  timer.phase('server')
  const server = (await import(pathToFileURL(serverEntry).href)) as typeof RenderPageModule
  // The lines npm run dev shows, before the prerender stops at the first page the content breaks:
  // the guides' own lines only when the corpus found one of them broken.
  const problems = localeProblems(
    process.cwd(),
    server.articleSchema,
    corpus.problems.length > 0 ? undefined : (file) => !/[\\/]articles[\\/]/.test(file),
  )
  if (problems.length === 0 && corpus.problems.length > 0)
    throw new Error(
      `The guides have problems:\n${corpus.problems.map(({ guide, problems }) => `${guide}: ${problems.join('; ')}`).join('\n')}`,
    )
  if (problems.length > 0)
    throw new Error(`The locale files have problems:\n${problems.map(formatProblem).join('\n')}`)
  // The guides as readers get them, where the browser, the offline worker and the host find them.
  const served = writeServedArticles(outDir, corpus.guides)
  // The changes page and the guides' translation notices read these; the prerender inlines them.
  await writeGeneratedNamespaces(outDir, published)
  // The list under each reviewed guide's review line, fetched when a reader opens it.
  writeReviewSources(outDir, published)
  const glossary = writeGlossary(server.glossaryTopicSchema, published)
  const {
    written: pages,
    reused,
    pageKeys,
    cardSeconds,
  } = await prerenderSite({
    outDir,
    serverEntry,
    siteUrl,
    supabaseUrl,
    cacheDir: buildCacheDir('prerender-pages', outDir),
    force,
    articles: served.namespaces,
    articleHashes: served.hashes,
  })
  timer.phase('prerender')
  timer.carve('cards', 'prerender', cardSeconds)
  const feeds = await writeFeeds({ outDir, siteUrl, guides: published })
  // After the pages: the index links each part of a section page only to an anchor its HTML has.
  const indexSizes = await buildSearchIndex({
    outDir,
    languages: server.supportedLanguages,
    routes: server.routeTable,
    articleSchema: server.articleSchema,
    articles: served.byId,
    localizedPath: (path, language) => server.withLanguagePrefix(path, language as 'zh' | 'en'),
    glossary: allTerms(glossary),
    // Each page's postings kept between builds: a rebuild tokenizes only the pages that changed.
    cacheDir: force ? undefined : buildCacheDir('search-postings', outDir),
    piecesDir: buildCacheDir('search-pieces', outDir),
  })
  timer.phase('searchIndex')
  // Staleness counted from the build's day, as the guides' own notices count it (vite.config.ts set it).
  const askIndex = writeAskIndex(
    outDir,
    published,
    allTerms(glossary),
    process.env.BUILD_DATE!,
    readSynonyms(process.cwd()),
  )
  timer.phase('askIndex')
  // Last: it precaches the prerendered offline pages and the shell by their content.
  const worker = await generateWorker(outDir, pageKeys)
  timer.phase('worker')
  await timer.write(outDir, { guideFileReads: guideFileReads() })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `Prerendered ${pages.length} pages (${reused} unchanged, from the cache) for ${siteUrl} into ${outDir} (${seconds} s in all)`,
  )
  const kb = Object.entries(indexSizes).map(
    ([language, bytes]) => `${language} ${(bytes / 1024).toFixed(1)} KB`,
  )
  const siteFeeds = feeds.filter((path) => !path.includes('/feeds/'))
  console.log(
    `Search index: ${kb.join(', ')}; Atom feeds: ${siteFeeds.join(', ')} and ${feeds.length - siteFeeds.length} guide feeds`,
  )
  console.log(`Ask index: ${askIndex.items} items (${(askIndex.bytes / 1024).toFixed(1)} KB)`)
  console.log(`Offline worker: ${worker.count} files precached (${(worker.size / 1024).toFixed(1)} KB)`)
} finally {
  await rm(serverDir, { recursive: true, force: true })
  await previousBuildGone
}
