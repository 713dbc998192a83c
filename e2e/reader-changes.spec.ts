import { expect, test } from '@playwright/test'
import { routeTable } from '../src/routes/route-table'
import { collectConsoleErrors } from './support/console-errors'
import { openHydrated } from './support/fresh-page'
import { languages, locale, pathIn, routeTitle, type Language } from './support/locales'
import { asJson, inlineData } from './support/inline-data'
import { expectSameDocument, markDocument } from './support/same-document'

interface ChangeLogEntry {
  date: string
  kind: 'reader' | 'editorial'
  text: string
}

const changesWords = (language: Language) =>
  locale<{ filter: { label: string; all: string }; subscribe: string; feed: { title: string } }>(
    language,
    'changes',
  )

/** Every published guide's reader entries in one language, read from the article files themselves. */
function readerEntries(language: Language) {
  return routeTable.flatMap((route) =>
    route.article
      ? locale<{ changeLog: ChangeLogEntry[] }>(language, `articles/${route.article}`)
          .changeLog.filter((entry) => entry.kind === 'reader')
          .map((entry) => ({ ...entry, path: route.path, section: route.section }))
      : [],
  )
}

for (const language of languages) {
  test.describe(`what changed, in ${language}`, () => {
    test('the changes page lists every reader change by month and leads to its guide', async ({ page }) => {
      const errors = collectConsoleErrors(page)
      const expected = readerEntries(language)
      await openHydrated(page, language, '/changes')
      await expect(page.locator('main h1')).toHaveText(routeTitle(language, '/changes'))
      const main = page.getByRole('main')
      const entries = main.locator('ol > li')
      await expect(entries).toHaveCount(expected.length)
      // The entries' words come once, as HTML, not again in the inline data.
      const inline = await inlineData(page)
      const shown = (await entries.allTextContents()).join('\n')
      for (const entry of expected) {
        expect(shown).toContain(entry.text)
        if (entry.text.length > 20) expect(inline).not.toContain(asJson(entry.text))
      }
      const newest = [...expected].sort((a, b) => b.date.localeCompare(a.date))[0]
      await expect(entries.first().locator('time')).toHaveAttribute('datetime', newest.date)
      await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(
        new Intl.DateTimeFormat(language === 'zh' ? 'zh' : 'en', { year: 'numeric', month: 'long' }).format(
          new Date(`${newest.date.slice(0, 7)}-01T00:00:00`),
        ),
      )

      // Filter to one section: only its guides remain, and the count says so.
      const words = changesWords(language)
      const filter = page.getByRole('group', { name: words.filter.label })
      const section = 'tools-services'
      await filter.getByRole('button', { name: routeTitle(language, `/${section}`) }).click()
      await expect(page).toHaveURL(/\?section=tools-services$/)
      await expect(entries).toHaveCount(expected.filter((entry) => entry.section === section).length)
      const hrefs = await entries
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(hrefs.every((href) => href?.startsWith(pathIn(language, `/${section}/`)))).toBe(true)

      // Each entry links to its guide, in the page's language.
      const first = entries.first().getByRole('link')
      const target = await first.getAttribute('href')
      const title = await first.textContent()
      await markDocument(page)
      await first.click()
      await expect(page).toHaveURL(new RegExp(`${target}$`))
      await expect(page.locator('main h1')).toHaveText(title ?? '')
      // Kept as HTML, the link still navigated inside the app.
      await expectSameDocument(page)
      expect(errors).toEqual([])
    })

    test('the Atom feed parses, holds the newest 50 reader changes, and its links answer on the preview', async ({
      page,
      request,
      baseURL,
    }) => {
      const feedPath = pathIn(language, '/feed.xml')
      const response = await request.get(feedPath)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('xml')
      const xml = await response.text()
      await page.goto(pathIn(language, '/changes'))
      // Chromium's own XML parser: a document that is not well-formed yields a <parsererror>.
      const feed = await page.evaluate((source) => {
        const document = new DOMParser().parseFromString(source, 'application/xml')
        const atom = 'http://www.w3.org/2005/Atom'
        const child = (parent: Element, name: string) =>
          [...parent.children].filter((node) => node.namespaceURI === atom && node.localName === name)
        const root = document.documentElement
        return {
          errors: document.getElementsByTagName('parsererror').length,
          root: `${root.namespaceURI} ${root.localName}`,
          feed: ['id', 'title', 'updated', 'author'].map((name) => child(root, name).length),
          self: child(root, 'link')
            .find((link) => link.getAttribute('rel') === 'self')
            ?.getAttribute('href'),
          entries: child(root, 'entry').map((entry) => ({
            required: ['id', 'title', 'updated', 'author'].map((name) => child(entry, name).length),
            id: child(entry, 'id')[0]?.textContent,
            updated: child(entry, 'updated')[0]?.textContent,
            link: child(entry, 'link')[0]?.getAttribute('href'),
          })),
        }
      }, xml)
      expect(feed.errors).toBe(0)
      expect(feed.root).toBe('http://www.w3.org/2005/Atom feed')
      expect(feed.feed).toEqual([1, 1, 1, 1])
      expect(feed.self).toBe(`${baseURL}${feedPath}`)
      expect(feed.entries).toHaveLength(Math.min(50, readerEntries(language).length))
      expect(new Set(feed.entries.map((entry) => entry.id)).size).toBe(feed.entries.length)
      for (const entry of feed.entries) {
        expect(entry.required).toEqual([1, 1, 1, 1])
        expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/)
      }
      const links = [...new Set(feed.entries.map((entry) => entry.link ?? ''))]
      for (const link of links) {
        expect(link.startsWith(`${baseURL}${pathIn(language, '/')}`)).toBe(true)
        expect((await request.get(link)).status(), link).toBe(200)
      }
    })

    test('every page announces the feed of its language', async ({ request }) => {
      const feed = pathIn(language, '/feed.xml')
      for (const path of ['/', '/changes', '/marketing/research/seo', '/profile', '/no-such-page']) {
        const html = await (await request.get(pathIn(language, path))).text()
        const link =
          /<link rel="alternate" type="application\/atom\+xml" title="([^"]*)" href="([^"]*)"/.exec(html)
        // Client-only pages and the 404 page share one shell, which names the default language's feed.
        const shellLanguage: Language = ['/profile', '/no-such-page'].includes(path) ? 'zh' : language
        expect(link?.[1], path).toBe(changesWords(shellLanguage).feed.title)
        expect(new URL(link?.[2] ?? '').pathname, path).toBe(pathIn(shellLanguage, '/feed.xml'))
      }
      expect((await request.get(feed)).status()).toBe(200)
    })

    test("a guide's page announces its own feed, which holds that guide's reader changes", async ({
      page,
      request,
      baseURL,
    }) => {
      const route = routeTable.find((entry) => entry.path === '/marketing/research/seo')
      const html = await (await request.get(pathIn(language, '/marketing/research/seo'))).text()
      const links = [
        ...html.matchAll(
          /<link rel="alternate" type="application\/atom\+xml" title="([^"]*)" href="([^"]*)"/g,
        ),
      ]
      const guideTitle = locale<{ title: string }>(language, `articles/${route?.article}`).title
      expect(links.map((link) => new URL(link[2] ?? '').pathname)).toEqual([
        pathIn(language, '/feed.xml'),
        pathIn(language, `/feeds/${route?.article}.xml`),
      ])
      expect(links[1]?.[1]).toContain(guideTitle)
      const response = await request.get(links[1]?.[2] ?? '')
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('xml')
      await page.goto(pathIn(language, '/changes'))
      const feed = await page.evaluate(
        (source) => {
          const document = new DOMParser().parseFromString(source, 'application/xml')
          const entries = [...document.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'entry')]
          return {
            errors: document.getElementsByTagName('parsererror').length,
            links: [...new Set(entries.map((entry) => entry.querySelector('link')?.getAttribute('href')))],
            count: entries.length,
          }
        },
        await response.text(),
      )
      expect(feed.errors).toBe(0)
      expect(feed.count).toBe(readerEntries(language).filter((entry) => entry.path === route?.path).length)
      expect(feed.links).toEqual([`${baseURL}${pathIn(language, '/marketing/research/seo')}`])
    })
  })
}
