import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { IndexedPage, SearchIndexFile } from '../../src/search/index-format'
import { articleEntry, namespaceEntry } from './page-entries'
import { pageSources } from './page-sources'
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
  localizedPath: (path: string, language: string) => string
}

type Json = Record<string, unknown>

const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Json

/** Articles, section pages, home and Dify: the pages with text of their own (not legal or demo pages). */
export function searchedRoutes<Route extends RouteLike>(routes: readonly Route[]): Route[] {
  return routes.filter(
    (route) => route.indexable && (route.article || route.section || route.path in pageSources),
  )
}

async function pageEntry(
  inputs: SearchIndexInputs,
  language: string,
  route: RouteLike,
): Promise<IndexedPage> {
  const locales = join(inputs.outDir, 'locales', language)
  const titles = (await readJson(join(locales, 'navigation.json'))).titles as Record<string, string>
  const path = inputs.localizedPath(route.path, language)
  const page = { path, title: titles[route.path], section: route.section ? `/${route.section}` : null }
  if (route.article) {
    const article = await readJson(join(locales, 'articles', `${route.article}.json`))
    const guides = await readJson(join(locales, 'guides.json'))
    return articleEntry(page, article, inputs.articleSchema, String(guides.resources))
  }
  const source = pageSources[route.path]
  if (!source)
    throw new Error(
      `Search does not know where the text of ${route.path} lives: add it to scripts/search-index/page-sources.ts`,
    )
  const namespace = await readJson(join(locales, `${source.namespace}.json`))
  const content = (source.key ? namespace[source.key] : namespace) as Json | undefined
  if (!content)
    throw new Error(
      `${source.namespace}.json has no ${source.key} for ${route.path} (scripts/search-index/page-sources.ts)`,
    )
  const html = await readFile(join(inputs.outDir, path, 'index.html'), 'utf8').catch(() => '')
  return namespaceEntry(page, content, (id) => html.includes(` id="${id}"`))
}

/** Writes search-index/{lng}.json for every language; returns each file's size in bytes. */
export async function buildSearchIndex(inputs: SearchIndexInputs): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {}
  await mkdir(join(inputs.outDir, 'search-index'), { recursive: true })
  for (const language of inputs.languages) {
    const pages = await Promise.all(
      searchedRoutes(inputs.routes).map((route) => pageEntry(inputs, language, route)),
    )
    const file: SearchIndexFile = { language, pages }
    const json = JSON.stringify(file)
    await writeFile(join(inputs.outDir, 'search-index', `${language}.json`), json)
    sizes[language] = Buffer.byteLength(json)
  }
  return sizes
}
