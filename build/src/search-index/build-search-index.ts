import { existsSync, readFileSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pageParts, shardFileName, type IndexedPage } from '../../../src/search/index-format'
import { shardIndex, fieldsOf } from '../../../src/search/index-shards'
import type { GlossaryTerm } from '@super-individual/content'
import { glossaryEntries } from './glossary-entries'
import { glossaryPairs } from './glossary-pairs'
import { articleEntry, namespaceEntry } from './page-entries'
import { pageSources } from './page-sources'
import { pinyinReadings } from './pinyin-readings'
import { openPieceStore } from './piece-store'
import { openPostingsCache } from './postings-cache'
import { traditionalMap } from './traditional-map'
import type { SchemaLike } from './prose-of'

interface RouteLike {
  path: string
  section?: string
  article?: string
  prerender: boolean
  indexable: boolean
}

export interface SearchIndexInputs {
  /** The built site: its locales/ are read, its prerendered pages checked for anchors, search-index/ written. */
  outDir: string
  languages: readonly string[]
  routes: readonly RouteLike[]
  articleSchema: SchemaLike
  /** Each language's guides as the corpus serves them, by article id: the index reads no article file. */
  articles: Record<string, Record<string, unknown>>
  localizedPath: (path: string, language: string) => string
  /** The glossary's terms: their names are written for query expansion, and each is an entry of /glossary. */
  glossary: readonly GlossaryTerm[]
  /** Where each page's postings are kept between builds (see postings-cache.ts); none, none kept. */
  cacheDir?: string
  /** Where the pieces are kept to be linked into the next build (see piece-store.ts); none, all written. */
  piecesDir?: string
}

type Json = Record<string, unknown>

// Read one after the other: at 5,000 guides, opening every page's files at once would run out of file handles.
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Json

/** Articles, section pages, home and Dify: the pages with text of their own (not legal or demo pages). */
export function searchedRoutes<Route extends RouteLike>(routes: readonly Route[]): Route[] {
  return routes.filter(
    (route) => route.indexable && (route.article || route.section || route.path in pageSources),
  )
}

/** What every page entry of one language reads: read once, not once per page. */
function languageFiles(outDir: string, language: string) {
  const locales = join(outDir, 'locales', language)
  return {
    locales,
    titles: readJson(join(locales, 'navigation.json')).titles as Record<string, string>,
    resourcesHeading: String(readJson(join(locales, 'guides.json')).resources),
  }
}

function pageEntry(
  inputs: SearchIndexInputs,
  language: string,
  route: RouteLike,
  { locales, titles, resourcesHeading }: ReturnType<typeof languageFiles>,
): IndexedPage {
  const path = inputs.localizedPath(route.path, language)
  const page = { path, title: titles[route.path], section: route.section ? `/${route.section}` : null }
  if (route.article) {
    const article = inputs.articles[language]?.[route.article] as Json | undefined
    if (!article) throw new Error(`${route.path} names the article ${route.article}, which the corpus lacks`)
    return articleEntry(page, article, inputs.articleSchema, resourcesHeading)
  }
  const source = pageSources[route.path]
  if (!source)
    throw new Error(
      `Search does not know where the text of ${route.path} lives: add it to build/src/search-index/page-sources.ts`,
    )
  const namespace = readJson(join(locales, `${source.namespace}.json`))
  const content = (source.key ? namespace[source.key] : namespace) as Json | undefined
  if (!content)
    throw new Error(
      `${source.namespace}.json has no ${source.key} for ${route.path} (build/src/search-index/page-sources.ts)`,
    )
  const rendered = join(inputs.outDir, path, 'index.html')
  const html = existsSync(rendered) ? readFileSync(rendered, 'utf8') : ''
  return namespaceEntry(page, content, (id) => html.includes(` id="${id}"`))
}

const hanChar = /\p{Script=Han}/u

/**
 * Writes search-index/{lng}/ for every language, in one pass over the pages' JSON: the manifest,
 * the shards (with the pinyin of Chinese characters) and each page's text, then
 * search-index/traditional.json for the characters they hold and search-index/glossary-pairs.json
 * (see src/search/index-format.ts). Returns each language's bytes, and the traditional map's and
 * the glossary pairs' as `traditional` and `glossary`.
 */
export async function buildSearchIndex(inputs: SearchIndexInputs): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {}
  const held = new Set<string>()
  const store = openPieceStore(inputs.piecesDir)
  for (const language of inputs.languages) {
    const files = languageFiles(inputs.outDir, language)
    const pages = [
      ...searchedRoutes(inputs.routes).map((route) => pageEntry(inputs, language, route, files)),
      ...glossaryEntries(
        inputs.glossary,
        language as 'zh' | 'en',
        inputs.localizedPath('/glossary', language),
      ),
    ]
    for (const page of pages)
      for (const [, text] of fieldsOf(page)) for (const char of text) if (hanChar.test(char)) held.add(char)
    const cache = inputs.cacheDir
      ? openPostingsCache(join(inputs.cacheDir, language), pinyinReadings)
      : undefined
    const { manifest, shards } = shardIndex(
      pages,
      pinyinReadings,
      cache && ((page) => cache.postingsOf(page)),
    )
    cache?.prune()
    const dir = join(inputs.outDir, 'search-index', language)
    await rm(dir, { recursive: true, force: true })
    await mkdir(join(dir, 'shards'), { recursive: true })
    await mkdir(join(dir, 'pages'), { recursive: true })
    const pieces: [string, unknown][] = [
      ['manifest.json', manifest],
      ...[...shards].map(([key, shard]): [string, unknown] => [`shards/${shardFileName(key)}.json`, shard]),
      ...pages.flatMap((page, index) =>
        pageParts(page).map((part, partIndex): [string, unknown] => [
          `pages/${index}-${partIndex}.json`,
          part,
        ]),
      ),
    ]
    sizes[language] = 0
    // Synchronous: at 1,000 guides a language has about 11,000 pieces, and awaiting each write in
    // turn (a trip through libuv's thread pool) took 5 s of the index's 17.
    for (const [file, value] of pieces) {
      const json = JSON.stringify(value)
      store.write(join(dir, file), json)
      sizes[language] += Buffer.byteLength(json)
    }
  }
  store.prune()
  const pairs = JSON.stringify({ pairs: glossaryPairs(inputs.glossary) })
  await writeFile(join(inputs.outDir, 'search-index', 'glossary-pairs.json'), pairs)
  sizes.glossary = Buffer.byteLength(pairs)
  const traditional = JSON.stringify({ pairs: traditionalMap(held) })
  await writeFile(join(inputs.outDir, 'search-index', 'traditional.json'), traditional)
  sizes.traditional = Buffer.byteLength(traditional)
  return sizes
}
