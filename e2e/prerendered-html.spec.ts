import { expect, test, type Page, type Response } from '@playwright/test'
import { indexableRoutes, prerenderedRoutes, routeTable } from '../src/routes/route-table'
import { brand, languages, locale, pathIn, routeTitle, type Language } from './support/locales'

// What a crawler that runs no JavaScript receives: the HTML file as the host serves it.
test.use({ javaScriptEnabled: false })

interface Article {
  title: string
  intro: string
  sections: { heading: string }[]
}

/** The page's policy arrives twice: as a header from the host and as a <meta> any host serves. */
async function expectSecurityHeaders(page: Page, response: Response | null) {
  const headers = (await response?.allHeaders()) ?? {}
  const policy = headers['content-security-policy'] ?? ''
  expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[^']+';/)
  expect(policy.endsWith("; frame-ancestors 'none'")).toBe(true)
  expect(headers).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' })
  expect(headers['referrer-policy']).toBeTruthy()
  expect(headers['permissions-policy']).toBeTruthy()
  expect(headers['strict-transport-security']).toBeTruthy()
  const meta = await page.locator('head meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(`${meta}; frame-ancestors 'none'`).toBe(policy)
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim()
const head = (page: Page, selector: string, attribute: string) =>
  page.locator(`head ${selector}`).getAttribute(attribute)

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
        await expectSecurityHeaders(page, response)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        await expect(page).toHaveTitle(`${routeTitle(language, route.path)} | ${brand(language)}`)
        expect(await head(page, 'link[rel="canonical"]', 'href')).toBe(`${baseURL}${url}`)
        for (const alternate of languages)
          expect(await head(page, `link[hreflang="${alternate}"]`, 'href')).toBe(
            `${baseURL}${pathIn(alternate, route.path)}`,
          )
        expect(await head(page, 'link[hreflang="x-default"]', 'href')).toBe(
          `${baseURL}${pathIn('zh', route.path)}`,
        )
        expect(await head(page, 'meta[property="og:url"]', 'content')).toBe(`${baseURL}${url}`)

        const main = page.locator('main')
        const h1 = normalise((await main.locator('h1').first().textContent()) ?? '')
        expect(h1.length, 'h1 text').toBeGreaterThan(0)
        // The description is the page's own intro: the first paragraph after its h1.
        const description = normalise((await head(page, 'meta[name="description"]', 'content')) ?? '')
        const intro = normalise((await main.locator('h1').first().locator('xpath=following::p[1]').textContent()) ?? '')
        expect(description.length, 'meta description').toBeGreaterThan(20)
        expect(intro.startsWith(description.replace(/…$/, ''))).toBe(true)

        if (route.article) {
          const article = locale<Article>(language, `articles/${route.article}`)
          expect(h1).toBe(normalise(article.title))
          const text = normalise((await main.textContent()) ?? '')
          expect(text).toContain(normalise(article.intro))
          for (const { heading } of article.sections) expect(text).toContain(normalise(heading))
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
      await expectSecurityHeaders(page, response)
      await expect(page.locator('#root')).toBeEmpty()
    }
    const missing = await page.goto(pathIn(language, '/no/such/page'))
    expect(missing?.status()).toBe(404)
    await expectSecurityHeaders(page, missing)
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
