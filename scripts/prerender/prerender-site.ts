import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { createHash } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import type { Resource, ResourceLanguage } from 'i18next'
import type * as RenderPageModule from '../../src/app/render-page'
import { introOf, pageDocument } from './page-document'
import { openPageCache } from './page-cache'
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders, withPolicyMeta } from './security-headers'
import { guideJsonLd, jsonLdElement } from '../machine-readable/json-ld'
import { writeMachineReadable } from '../machine-readable/write-machine-readable'
import { cardSize } from '../social-cards/card-text'
import { cardForPage, type PageCard } from '../social-cards/page-card'
import { writeSocialCards } from '../social-cards/write-cards'
import { alternatesOf, hostRules, netlifyHeaders, netlifyRedirects, nginxConf, notFoundFile, robotsTxt, shellFile, type SiteMap } from './site-files'
import { sitemapFiles } from './sitemap-files'

type ServerEntry = typeof RenderPageModule

const ogLocales: Record<string, string> = { zh: 'zh_CN', en: 'en_US' }

/** Every locale file of one language as i18next resources: { common: {...}, 'articles/x': {...} }. */
async function readLanguage(localesDir: string, language: string): Promise<ResourceLanguage> {
  const root = join(localesDir, language)
  const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.json'))
  const entries = await Promise.all(
    files.map(async (file) => [file.replace(/\\/g, '/').replace(/\.json$/, ''), JSON.parse(await readFile(join(root, file), 'utf8'))] as const),
  )
  return Object.fromEntries(entries)
}

/** A hash of every file under `dir`: the server bundle, which holds the app and the route data. */
async function folderHash(dir: string): Promise<string> {
  const hash = createHash('sha256')
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
  for (const file of files.map((entry) => join(entry.parentPath, entry.name)).sort())
    hash.update(relative(dir, file)).update('\0').update(await readFile(file))
  return hash.digest('hex')
}

/** "/" -> dist/index.html, "/en/marketing" -> dist/en/marketing/index.html: where a static host looks. */
const fileFor = (outDir: string, urlPath: string) => join(outDir, urlPath, 'index.html')

async function write(file: string, content: string) {
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, content)
}

/**
 * Writes every prerendered route in every language as HTML, the unrendered shell for the rest, and
 * the files a host and a crawler read: sitemap.xml, robots.txt, Netlify's _redirects and _headers,
 * nginx.conf. Every page carries the Content-Security-Policy as a <meta>; the host files send it too.
 */
export async function prerenderSite({
  outDir,
  serverEntry,
  siteUrl,
  supabaseUrl,
  cacheDir,
  force = false,
}: {
  outDir: string
  serverEntry: string
  siteUrl: string
  supabaseUrl: string
  /** Where pages are kept between builds (see page-cache.ts). */
  cacheDir: string
  /** Render every page, whatever the cache holds. */
  force?: boolean
}) {
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
  const built = await readFile(join(outDir, 'index.html'), 'utf8')
  const policy = contentSecurityPolicy({ supabaseUrl, scriptHashes: inlineScriptHashes(built) })
  const template = withPolicyMeta(built, policy.meta)
  // Every page depends on the template (it names the bundle's files), the server bundle (the app
  // and the route data) and the site's address; each also on the namespaces it uses.
  const cache = await openPageCache(cacheDir, [template, siteUrl, await folderHash(dirname(serverEntry))].join('\0'), { force })
  let reused = 0
  await write(join(outDir, shellFile), template)
  await write(join(outDir, notFoundFile), template)

  const site: SiteMap = {
    siteUrl: siteUrl.replace(/\/+$/, ''),
    languages: server.supportedLanguages,
    defaultLanguage: server.defaultLanguage,
    routes: server.routeTable,
    redirects: server.groupRedirects,
    inLanguage: server.withLanguagePrefix,
  }
  const written: string[] = []
  const cards: PageCard[] = []
  for (const language of server.supportedLanguages) {
    const resources: Resource = { [language]: await readLanguage(join(outDir, 'locales'), language) }
    const siteName = (resources[language].common as { brand: string }).brand
    const contentOf = (namespace: string) => resources[language][namespace]
    const urlOf = (path: string) => `${site.siteUrl}${site.inLanguage(path, language)}`
    for (const route of server.prerenderedRoutes) {
      const urlPath = server.localizedPath(route.path, language)
      // Every page has a card, drawn or reused by the cards' own cache (write-cards.ts).
      const card = cardForPage(route, urlPath, resources[language])
      cards.push(card)
      let html = await cache.lookup(urlPath, contentOf)
      if (html === undefined) {
        const article = route.article ? (resources[language][`articles/${route.article}`] as Parameters<typeof guideJsonLd>[0]['article']) : undefined
        const jsonLd = article && guideJsonLd({ route, language, url: urlOf(route.path), urlOf, siteUrl: site.siteUrl, imageUrl: `${site.siteUrl}${card.imagePath}`, article, resources: resources[language] })
        const page = await server.renderPage(urlPath, resources)
        const description = introOf(page.html)
        if (!description) throw new Error(`${urlPath} has no intro paragraph for its meta description`)
        html = pageDocument(template, {
          language,
          title: page.title,
          description,
          canonical: `${site.siteUrl}${urlPath}`,
          alternates: alternatesOf(site, route.path),
          ogLocale: ogLocales[language],
          siteName,
          appHtml: page.html,
          dataElement: server.inlinedTranslationsElement(page.translations),
          image: { url: `${site.siteUrl}${card.imagePath}`, alt: card.alt, ...cardSize },
          headElements: jsonLd ? [jsonLdElement(jsonLd)] : [],
        })
        // The title, the site name, the card's text and the breadcrumbs come from these two, whichever
        // namespaces the page's components used.
        await cache.store(urlPath, [...Object.keys(page.translations.namespaces), 'common', 'navigation'], contentOf, html)
      } else reused++
      const file = fileFor(outDir, urlPath)
      await write(file, html)
      written.push(relative(outDir, file))
    }
    const localized = (path: string) => site.inLanguage(path, language)
    await writeMachineReadable({ outDir, language, resources: resources[language], routes: server.prerenderedRoutes, siteUrl: site.siteUrl, localizedPath: localized })
  }
  await cache.save()
  const cardStats = await writeSocialCards(outDir, cards)
  console.log(`Social cards: ${cardStats.drawn} drawn, ${cardStats.reused} from the cache in ${cardStats.seconds.toFixed(1)} s (largest ${(cardStats.largest / 1024).toFixed(1)} KB)`)

  const rules = hostRules(site)
  for (const { name, xml } of sitemapFiles(site)) await write(join(outDir, name), xml)
  await write(join(outDir, 'robots.txt'), robotsTxt(site))
  await write(join(outDir, '_redirects'), netlifyRedirects(rules))
  const headers = securityHeaders(policy.header)
  await write(join(outDir, '_headers'), netlifyHeaders(headers))
  await write(join(outDir, 'nginx.conf'), nginxConf(rules, headers))
  return { written, reused, cardSeconds: cardStats.seconds }
}
