import { existsSync, readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Resource } from 'i18next'
import type * as RenderPageModule from '../../../src/app/render-page'
import { sha256 } from '@super-individual/content/node'
import { withFeedLink } from '../feeds/feed-link'
import { feedPath, guideFeedPath, guideFeedTitle, type FeedWords } from '../feeds/site-feeds'
import { guideJsonLd, jsonLdElement } from '../machine-readable/json-ld'
import { cardSize } from '../social-cards/card-text'
import { cardForPage } from '../social-cards/page-card'
import { descriptionOf, introOf, pageDocument } from './page-document'
import { openPageCache } from './page-cache'
import { readLanguage, type ArticleNamespaces } from './read-language'
import { alternatesOf, type SiteMap } from './site-files'

type ServerEntry = typeof RenderPageModule
type Language = 'zh' | 'en'

/** What rendering a page needs, all plain data, so a worker thread can be given it. */
export interface RenderContext {
  outDir: string
  serverEntry: string
  /** The built index.html with the Content-Security-Policy meta. */
  template: string
  siteUrl: string
  cacheDir: string
  /** What every page depends on, for the page cache's keys. */
  shared: string
  force: boolean
  /** Each language's guides as the corpus serves them, by namespace (`articles/<id>`). */
  articles: Record<Language, ArticleNamespaces>
  /** The sha256 of each of those as dist/locales holds it, for the page cache's keys. */
  articleHashes: Record<Language, Record<string, string>>
}

/** A page in the output folder: its file, whether it came from the cache, and its cache key. */
export interface WrittenPage {
  file: string
  reused: boolean
  key: string
}

export interface PageJob {
  language: Language
  /** The route's language-neutral path ("/marketing/research/seo"). */
  path: string
}

const ogLocales: Record<Language, string> = { zh: 'zh_CN', en: 'en_US' }

/** "/" -> dist/index.html, "/en/marketing" -> dist/en/marketing/index.html: where a static host looks. */
const fileFor = (outDir: string, urlPath: string) => join(outDir, urlPath, 'index.html')

/**
 * Renders pages one by one into the output folder, or copies them from the page cache when nothing
 * they are made of changed. The prerender runs one of these per worker thread.
 */
export async function pageRenderer(context: RenderContext) {
  const server = (await import(pathToFileURL(context.serverEntry).href)) as ServerEntry
  const cache = await openPageCache(context.cacheDir, context.shared, { force: context.force })
  const site: SiteMap = {
    siteUrl: context.siteUrl,
    languages: server.supportedLanguages,
    defaultLanguage: server.defaultLanguage,
    routes: server.routeTable,
    redirects: server.groupRedirects,
    inLanguage: server.withLanguagePrefix,
  }
  // One language at a time: the pages come language by language (prerender-site.ts), and keeping
  // both (about 400 MB in each thread at 1,000 guides) set the build's peak memory.
  let loaded: { language: Language; resources: Resource } | undefined
  const resourcesOf = (language: Language) => {
    if (loaded?.language !== language)
      loaded = {
        language,
        resources: {
          [language]: readLanguage(join(context.outDir, 'locales'), language, context.articles[language]),
        },
      }
    return loaded.resources
  }
  const routes = new Map(server.prerenderedRoutes.map((route) => [route.path, route]))
  // The page cache's keys hash each namespace's file as written, read only for the pages this
  // thread gets: loading every locale of both languages (59 MB at 1,000 guides) in each thread
  // just to find that nothing changed took most of a rebuild's prerender.
  const fileHashes = new Map<string, string>()
  const namespaceHash = (language: Language) => (namespace: string) => {
    if (namespace.startsWith('articles/')) return context.articleHashes[language][namespace] ?? 'none'
    const file = join(context.outDir, 'locales', language, `${namespace}.json`)
    let hash = fileHashes.get(file)
    if (hash === undefined) {
      hash = existsSync(file) ? sha256(readFileSync(file)) : 'none'
      fileHashes.set(file, hash)
    }
    return hash
  }

  async function render({ language, path }: PageJob): Promise<WrittenPage> {
    const route = routes.get(path as (typeof server.prerenderedRoutes)[number]['path'])
    if (!route) throw new Error(`${path} is not a prerendered route`)
    const urlPath = server.localizedPath(route.path, language)
    const hashOf = namespaceHash(language)
    let html = await cache.lookup(urlPath, hashOf)
    const reused = html !== undefined
    if (html === undefined) {
      const resources = resourcesOf(language)
      const urlOf = (target: string) => `${site.siteUrl}${site.inLanguage(target, language)}`
      const card = cardForPage(route, urlPath, resources[language])
      const article = route.article
        ? (resources[language][`articles/${route.article}`] as Parameters<typeof guideJsonLd>[0]['article'])
        : undefined
      const jsonLd =
        article &&
        guideJsonLd({
          route,
          language,
          url: urlOf(route.path),
          urlOf,
          siteUrl: site.siteUrl,
          imageUrl: `${site.siteUrl}${card.imagePath}`,
          article,
          resources: resources[language],
        })
      const page = await server.renderPage(urlPath, resources)
      // A guide's description is its intro, as written; another page's, the paragraph under its h1.
      const description = article ? descriptionOf(article.intro) : introOf(page.html)
      if (!description) throw new Error(`${urlPath} has no intro paragraph for its meta description`)
      const feedWords = (resources[language].changes as { feed: FeedWords }).feed
      const feed = { href: `${site.siteUrl}${feedPath(language)}`, title: feedWords.title }
      // A guide announces its own feed too, after the site's (which stays the first a reader finds).
      const guideFeed = route.article &&
        article && {
          href: `${site.siteUrl}${guideFeedPath(route.article, language)}`,
          title: guideFeedTitle(feedWords, article.title),
        }
      html = withFeedLink(
        pageDocument(context.template, {
          language,
          title: page.title,
          description,
          canonical: `${site.siteUrl}${urlPath}`,
          alternates: alternatesOf(site, route.path),
          ogLocale: ogLocales[language],
          siteName: (resources[language].common as { brand: string }).brand,
          appHtml: page.html,
          dataElement: server.inlinedTranslationsElement(page.translations),
          image: { url: `${site.siteUrl}${card.imagePath}`, alt: card.alt, ...cardSize },
          headElements: jsonLd ? [jsonLdElement(jsonLd)] : [],
        }),
        feed,
      )
      if (guideFeed) html = withFeedLink(html, guideFeed)
      // The title, the site name, the card's text and the breadcrumbs come from common and
      // navigation, the feed's title from changes, whichever namespaces the page's components used.
      cache.store(
        urlPath,
        [...Object.keys(page.translations.namespaces), 'common', 'navigation', 'changes', 'machine-readable'],
        hashOf,
        html,
      )
    }
    const file = fileFor(context.outDir, urlPath)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, html)
    return { file: relative(context.outDir, file), reused, key: cache.entries()[urlPath].key }
  }

  return { render, cacheEntries: cache.entries }
}
