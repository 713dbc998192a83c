import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { sitemapXml } from '../prerender/site-files'
import { searchedRoutes } from '../search-index/build-search-index'
import { formatGuideEntries, readGuideData } from '@super-individual/content/node'
import { guidePathLists } from '@super-individual/content/node'
import { runTsx } from '@super-individual/content/node'
import { repoRoot } from '@super-individual/content/node'

const repo = repoRoot
const copy = mkdtempSync(join(tmpdir(), 'fixture-guide-'))
afterAll(() => rmSync(copy, { recursive: true, force: true }))

/** One more guide, in a copy: a route data entry and both article files (the cases guide's words: a guide with no example files, whose code would have to sit in the new guide's own examples/ folder). */
function addFixtureGuide() {
  cpSync(join(repo, 'content', 'routes'), join(copy, 'routes'), { recursive: true })
  cpSync(join(repo, 'public', 'locales'), join(copy, 'public', 'locales'), { recursive: true })
  cpSync(join(repo, 'examples'), join(copy, 'examples'), { recursive: true })
  // The shared facts the guides refer to.
  cpSync(join(repo, 'content', 'facts'), join(copy, 'content', 'facts'), { recursive: true })
  const data = readGuideData(join(copy, 'routes'))
  writeFileSync(
    join(copy, 'routes', 'marketing.json'),
    formatGuideEntries([...data.marketing, { path: 'research/fixture' }]),
  )
  for (const language of ['zh', 'en']) {
    const articles = join(copy, 'public', 'locales', language, 'articles', 'marketing')
    cpSync(join(articles, 'research-cases.json'), join(articles, 'research-fixture.json'))
  }
  return readGuideData(join(copy, 'routes'))
}

/** The article checker on the copy's locales and route data. */
function checkCopy() {
  const args = [
    'content/src/cli/check-articles.ts',
    `--root=${join(copy, 'public', 'locales')}`,
    `--routes=${join(copy, 'routes')}`,
  ]
  return runTsx(args)
}

/** Every count a page or test shows, and where the new guide must appear, from the modules as built. */
async function countsOf() {
  const routes = await import('../../../src/routes/route-table')
  const { sidebarTree } = await import('../../../src/routes/sidebar-tree')
  const { routesUnder } = routes
  const learningArticles = (await import('../../../src/learning/learning-articles')).learningArticlesIn(
    routes.routeTable,
  )
  const { summarise } = await import('../../../src/learning/learning-summary')
  const { guideCount, guideCountIn } = await import('../../../src/test/guide-counts')
  const leaves = (node: (typeof sidebarTree)[number]): string[] =>
    node.children.length === 0 ? [node.path] : node.children.flatMap(leaves)
  const site = {
    siteUrl: 'https://example.com',
    languages: ['zh', 'en'] as const,
    defaultLanguage: 'zh' as const,
    routes: routes.routeTable,
    redirects: [],
    inLanguage: (path: string, language: 'zh' | 'en') => (language === 'en' ? `/en${path}` : path),
  }
  const summary = summarise({ articles: {}, days: {} } as never, learningArticles)
  return {
    counts: {
      guides: guideCount,
      marketingGuides: guideCountIn('marketing'),
      routes: routes.routeTable.length,
      prerendered: routes.prerenderedRoutes.length,
      sidebarLeaves: sidebarTree.flatMap(leaves).length,
      researchMenu: routesUnder('/marketing/research').length,
      sitemapUrlsPerLanguage: sitemapXml(site).split('<url>').length / site.languages.length,
      searched: searchedRoutes(routes.routeTable).length,
      learningTotal: summary.total,
      learningMarketing: summary.sections.find((section) => section.section === 'marketing')?.total,
    },
    paths: {
      prerendered: routes.prerenderedRoutes.map((route) => route.path),
      menu: sidebarTree.flatMap(leaves),
      sitemap: sitemapXml(site),
      searched: searchedRoutes(routes.routeTable).map((route) => route.path),
    },
  }
}

describe('a guide added to the route data', () => {
  it('passes the checker and raises every count by one', { timeout: 120_000 }, async () => {
    const before = await countsOf()
    const data = addFixtureGuide()
    const checker = checkCopy()
    expect(checker.output).toContain(`ok   marketing/research-fixture`)
    expect(checker.output).toContain(`${before.counts.guides + 1} passed, 0 failed`)
    expect(checker.status).toBe(0)

    vi.resetModules()
    vi.doMock('@super-individual/content/guide-paths', () => guidePathLists(data))
    const after = await countsOf()
    vi.doUnmock('@super-individual/content/guide-paths')
    for (const [name, count] of Object.entries(before.counts))
      expect([name, after.counts[name as keyof typeof after.counts]]).toEqual([name, (count ?? 0) + 1])

    const path = '/marketing/research/fixture'
    expect(after.paths.prerendered).toContain(path)
    expect(after.paths.menu).toContain(path)
    expect(after.paths.searched).toContain(path)
    expect(after.paths.sitemap).toContain(`<loc>https://example.com/en${path}</loc>`)
    expect(before.paths.sitemap).not.toContain(path)
  })

  it('leaves the checker failing while its route has no article', { timeout: 60_000 }, () => {
    rmSync(join(copy, 'public', 'locales', 'en', 'articles', 'marketing', 'research-fixture.json'))
    const checker = checkCopy()
    expect(checker.output).toMatch(
      /FAIL marketing\/research-fixture\n.*en\/articles\/marketing\/research-fixture\.json is missing/,
    )
    expect(checker.status).toBe(1)
  })
})
