import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { createHash } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import type * as RenderPageModule from '../../../src/app/render-page'
import { openPageCache } from './page-cache'
import { readLanguage } from './read-language'
import { renderInPool } from './render-pool'
import type { RenderContext } from './page-renderer'
import { withFeedLink } from '../feeds/feed-link'
import { feedPath } from '../feeds/site-feeds'
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  securityHeaders,
  withPolicyMeta,
} from './security-headers'
import { writeMachineReadable } from '../machine-readable/write-machine-readable'
import { cardForPage, type PageCard } from '../social-cards/page-card'
import { writeSocialCards } from '../social-cards/write-cards'
import {
  hostRules,
  netlifyHeaders,
  netlifyRedirects,
  nginxConf,
  notFoundFile,
  robotsTxt,
  shellFile,
  type SiteMap,
} from './site-files'
import { sitemapFiles } from './sitemap-files'

type ServerEntry = typeof RenderPageModule

/**
 * A hash of the server bundle's code, which holds the app and the route data. Vite also copies
 * public/ (every locale file) beside it: those count per page, through the namespaces it uses.
 */
async function folderHash(dir: string): Promise<string> {
  const hash = createHash('sha256')
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter(
    (entry) => entry.isFile() && /\.m?js$/.test(entry.name),
  )
  for (const file of files.map((entry) => join(entry.parentPath, entry.name)).sort())
    hash
      .update(relative(dir, file))
      .update('\0')
      .update(await readFile(file))
  return hash.digest('hex')
}

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
  articles,
  articleHashes,
}: {
  outDir: string
  serverEntry: string
  siteUrl: string
  supabaseUrl: string
  /** Where pages are kept between builds (see page-cache.ts). */
  cacheDir: string
  /** Render every page, whatever the cache holds. */
  force?: boolean
} & Pick<RenderContext, 'articles' | 'articleHashes'>) {
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
  const built = await readFile(join(outDir, 'index.html'), 'utf8')
  const policy = contentSecurityPolicy({ supabaseUrl, scriptHashes: inlineScriptHashes(built) })
  const template = withPolicyMeta(built, policy.meta)
  // Every page depends on the template (it names the bundle's files), the server bundle (the app
  // and the route data) and the site's address; each also on the namespaces it uses.
  const shared = [template, siteUrl, await folderHash(dirname(serverEntry))].join('\0')
  const cache = await openPageCache(cacheDir, shared, { force })
  const site: SiteMap = {
    siteUrl: siteUrl.replace(/\/+$/, ''),
    languages: server.supportedLanguages,
    defaultLanguage: server.defaultLanguage,
    routes: server.routeTable,
    redirects: server.groupRedirects,
    inLanguage: server.withLanguagePrefix,
  }
  // Language by language: a thread keeps one language's translations loaded (page-renderer.ts).
  const jobs = server.supportedLanguages.flatMap((language) =>
    server.prerenderedRoutes.map((route) => ({ language, path: route.path })),
  )
  const rendered = await renderInPool(
    {
      outDir,
      serverEntry,
      template,
      siteUrl: site.siteUrl,
      cacheDir,
      shared,
      force,
      articles,
      articleHashes,
    },
    jobs,
  )
  await cache.save(rendered.cacheEntries)

  const cards: PageCard[] = []
  for (const language of server.supportedLanguages) {
    const resources = readLanguage(join(outDir, 'locales'), language, articles[language])
    for (const route of server.prerenderedRoutes)
      cards.push(cardForPage(route, server.localizedPath(route.path, language), resources))
    const localized = (path: string) => site.inLanguage(path, language)
    writeMachineReadable({
      outDir,
      language,
      resources,
      routes: server.prerenderedRoutes,
      siteUrl: site.siteUrl,
      localizedPath: localized,
    })
    // Every page names its language's feed (page-renderer.ts); the shell and the 404 page, the default language's.
    if (language === server.defaultLanguage) {
      const feed = {
        href: `${site.siteUrl}${feedPath(language)}`,
        title: (resources.changes as { feed: { title: string } }).feed.title,
      }
      await write(join(outDir, shellFile), withFeedLink(template, feed))
      await write(join(outDir, notFoundFile), withFeedLink(template, feed))
    }
  }
  const cardStats = await writeSocialCards(outDir, cards)
  console.log(
    `Social cards: ${cardStats.drawn} drawn, ${cardStats.reused} from the cache in ${cardStats.seconds.toFixed(1)} s (largest ${(cardStats.largest / 1024).toFixed(1)} KB)`,
  )

  const rules = hostRules(site)
  for (const { name, xml } of sitemapFiles(site)) await write(join(outDir, name), xml)
  await write(join(outDir, 'robots.txt'), robotsTxt(site))
  await write(join(outDir, '_redirects'), netlifyRedirects(rules))
  const headers = securityHeaders(policy.header)
  await write(join(outDir, '_headers'), netlifyHeaders(headers))
  await write(join(outDir, 'nginx.conf'), nginxConf(rules, headers))
  const written = rendered.written.map((page) => page.file)
  const reused = rendered.written.filter((page) => page.reused).length
  const pageKeys = Object.fromEntries(rendered.written.map((page) => [page.file, page.key]))
  return { written, reused, pageKeys, cardSeconds: cardStats.seconds }
}
