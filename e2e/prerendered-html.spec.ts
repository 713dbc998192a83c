import { test as base, expect, type BrowserContext, type Page, type Response } from '@playwright/test'
import { indexableRoutes, prerenderedRoutes, routeTable } from '../src/routes/route-table'
import { brand, languages, locale, pathIn, routeTitle, type Language } from './support/locales'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { inlineArticle, readingMinutes, repoRoot } from '@super-individual/content/node'

// What a crawler that runs no JavaScript receives: the HTML file as the host serves it. With no
// script there is no state to leak between pages, so each worker keeps one context and every test
// opens a new page in it (a context per test cost a fifth of each test's time on a 2-core machine).
const test = base.extend<object, { crawler: BrowserContext }>({
  crawler: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        baseURL: workerInfo.project.use.baseURL,
      })
      await use(context)
      await context.close()
    },
    { scope: 'worker' },
  ],
  page: async ({ crawler }, use) => {
    const page = await crawler.newPage()
    await use(page)
    await page.close()
  },
})

interface Article {
  title: string
  intro: string
  sections: { heading: string }[]
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim()

/** What a crawler reads from a page: its head and its main text, in one round trip. */
function readPage(page: Page) {
  return page.evaluate(() => {
    const headAttribute = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name) ?? null
    const h1 = document.querySelector('main h1')
    const firstParagraphAfter = (node: Node | null) =>
      node &&
      document.evaluate('following::p[1]', node, null, XPathResult.FIRST_ORDERED_NODE_TYPE).singleNodeValue
    return {
      lang: document.documentElement.lang,
      title: document.title,
      policy: headAttribute('meta[http-equiv="Content-Security-Policy"]', 'content'),
      canonical: headAttribute('link[rel="canonical"]', 'href'),
      alternates: Object.fromEntries(
        [...document.head.querySelectorAll('link[hreflang]')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      ),
      ogUrl: headAttribute('meta[property="og:url"]', 'content'),
      description: headAttribute('meta[name="description"]', 'content') ?? '',
      h1: h1?.textContent ?? '',
      // The description is the page's own intro: the first paragraph after its h1.
      intro: firstParagraphAfter(h1)?.textContent ?? '',
      mainText: document.querySelector('main')?.textContent ?? '',
    }
  })
}

const metaPolicy = (page: Page) =>
  page.locator('head meta[http-equiv="Content-Security-Policy"]').getAttribute('content')

/** The page's policy arrives twice: as a header from the host and as a <meta> any host serves. */
async function expectSecurityHeaders(response: Response | null, metaPolicy: string | null) {
  const headers = (await response?.allHeaders()) ?? {}
  const policy = headers['content-security-policy'] ?? ''
  expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[^']+';/)
  expect(policy.endsWith("; frame-ancestors 'none'")).toBe(true)
  expect(headers).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' })
  expect(headers['referrer-policy']).toBeTruthy()
  expect(headers['permissions-policy']).toBeTruthy()
  expect(headers['strict-transport-security']).toBeTruthy()
  expect(`${metaPolicy}; frame-ancestors 'none'`).toBe(policy)
}

for (const language of languages) {
  test.describe(`prerendered pages in ${language}`, () => {
    for (const route of prerenderedRoutes) {
      test(`${pathIn(language, route.path)} carries its page, text and head without JavaScript`, async ({
        page,
        baseURL,
      }) => {
        const url = pathIn(language, route.path)
        const response = await page.goto(url)
        expect(response?.status()).toBe(200)
        const read = await readPage(page)
        await expectSecurityHeaders(response, read.policy)
        expect(read.lang).toBe(language)
        expect(read.title).toBe(`${routeTitle(language, route.path)} | ${brand(language)}`)
        expect(read.canonical).toBe(`${baseURL}${url}`)
        expect(read.ogUrl).toBe(`${baseURL}${url}`)
        expect(read.alternates).toEqual({
          ...Object.fromEntries(
            languages.map((alternate) => [alternate, `${baseURL}${pathIn(alternate, route.path)}`]),
          ),
          'x-default': `${baseURL}${pathIn('zh', route.path)}`,
        })

        const h1 = normalise(read.h1)
        expect(h1.length, 'h1 text').toBeGreaterThan(0)
        const description = normalise(read.description)
        expect(description.length, 'meta description').toBeGreaterThan(20)
        expect(normalise(read.intro).startsWith(description.replace(/…$/, ''))).toBe(true)

        if (route.article) {
          const article = locale<Article>(language, `articles/${route.article}`)
          expect(h1).toBe(normalise(article.title))
          const text = normalise(read.mainText)
          expect(text).toContain(normalise(article.intro))
          for (const { heading } of article.sections) expect(text).toContain(normalise(heading))
          // The reading time is in the HTML, worked out by the build from the text as served: with
          // its examples and shared facts inlined.
          const served = inlineArticle(article, route.article, language, (path) =>
            readFileSync(join(repoRoot, path), 'utf8'),
          )
          const readingTime = locale<{ readingTime: string }>(language, 'guides').readingTime
          expect(text).toContain(readingTime.replace('{{count}}', String(readingMinutes(served))))
        }
      })
    }
  })
}

test('client-only pages get the unrendered app shell with 200, unknown paths the shell with 404, both with the policy', async ({
  page,
}) => {
  const clientOnly = routeTable.filter((route) => !route.prerender)
  expect(clientOnly.map((route) => route.path).sort()).toEqual([
    '/auth/callback',
    '/learning',
    '/profile',
    '/reset-password',
    '/settings',
  ])
  for (const language of languages) {
    for (const route of clientOnly) {
      const response = await page.goto(pathIn(language, route.path))
      expect(response?.status(), pathIn(language, route.path)).toBe(200)
      await expectSecurityHeaders(response, await metaPolicy(page))
      await expect(page.locator('#root')).toBeEmpty()
    }
    const missing = await page.goto(pathIn(language, '/no/such/page'))
    expect(missing?.status()).toBe(404)
    await expectSecurityHeaders(missing, await metaPolicy(page))
    await expect(page.locator('#root')).toBeEmpty()
  }
})

test('the sitemap lists exactly the indexable routes in both languages, each with its alternates', async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort()
  const expected = indexableRoutes.flatMap((route) =>
    languages.map((language: Language) => `${baseURL}${pathIn(language, route.path)}`),
  )
  expect(locations).toEqual(expected.sort())
  expect(locations).toHaveLength(indexableRoutes.length * 2)
  expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(locations.length)

  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  const rules = await robots.text()
  expect(rules).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  for (const route of routeTable.filter((entry) => !entry.indexable))
    for (const language of languages) expect(rules).toContain(`Disallow: ${pathIn(language, route.path)}`)
})
