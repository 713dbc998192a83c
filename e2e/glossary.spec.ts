import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { collectConsoleErrors } from './support/console-errors'
import { openHydrated } from './support/fresh-page'
import { languages, locale, pathIn, routeTitle, type Language } from './support/locales'
import { asJson, inlineData } from './support/inline-data'
import { expectSameDocument, markDocument } from './support/same-document'

interface Term {
  id: string
  zh: string
  en: string
  definition: Record<Language, string>
}

const topicsDir = join(import.meta.dirname, '..', 'content', 'glossary', 'topics')
const terms = readdirSync(topicsDir).flatMap(
  (file) => (JSON.parse(readFileSync(join(topicsDir, file), 'utf8')) as { terms: Term[] }).terms,
)
const mor = terms.find((term) => term.id === 'merchant-of-record')!
const guidePath = '/tools-services/playbooks/paid-from-abroad'
const words = (language: Language) =>
  locale<{ popover: { entry: string; hideMarks: string }; setting: { label: string } }>(language, 'glossary')

/** The one mark of the merchant-of-record term in the guide: the term's first use. */
const morMark = (page: Page) => page.locator('main [data-glossary-term="merchant-of-record"]')
const popoverOf = (page: Page, language: Language) =>
  page.getByRole('dialog', { name: new RegExp(mor[language]) })

/** Tabs from the heading of the mark's section until the mark has focus, as a keyboard reader gets there. */
async function tabTo(page: Page, mark: Locator) {
  await mark.locator('xpath=ancestor::section[1]//h2').click()
  for (
    let press = 0;
    press < 12 && !(await mark.evaluate((element) => element === document.activeElement));
    press++
  )
    await page.keyboard.press('Tab')
  await expect(mark).toBeFocused()
}

for (const language of languages) {
  test.describe(`glossary, in ${language}`, () => {
    test('the glossary page lists every term by topic, with sources, dates and the guides that use it', async ({
      page,
      request,
    }) => {
      const errors = collectConsoleErrors(page)
      await openHydrated(page, language, '/glossary')
      await expect(page.locator('main h1')).toHaveText(routeTitle(language, '/glossary'))
      await expect(page.locator('main article')).toHaveCount(terms.length)
      const entry = page.locator(`article#${mor.id}`)
      await expect(entry.getByRole('heading', { level: 3 })).toHaveText(
        new RegExp(`${mor[language]}.*${mor[language === 'zh' ? 'en' : 'zh']}`),
      )
      await expect(entry).toContainText('MoR')
      await expect(entry).toContainText(mor.definition[language])
      await expect(entry.getByRole('link', { name: /Paddle/ }).first()).toHaveAttribute(
        'href',
        'https://paddle.com/blog/what-is-merchant-of-record/',
      )
      await expect(entry).toContainText(
        language === 'zh' ? '核对于 2026年11月26日' : 'checked November 26, 2026',
      )
      await expectNoAxeViolations(page)
      // The guides come from the build's reading of their text; one leads to the guide itself.
      const guideTitle = locale<{ title: string }>(
        language,
        'articles/tools-services/playbooks-paid-from-abroad',
      ).title
      const guideLink = entry.getByRole('link', { name: guideTitle })
      await expect(guideLink).toHaveAttribute('href', pathIn(language, guidePath))
      const sitemap = await (await request.get('/sitemap.xml')).text()
      expect(sitemap).toContain(`${pathIn(language, '/glossary')}</loc>`)

      // The terms come once, as HTML: no definition again in the inline data, which stays small.
      const inline = await inlineData(page)
      for (const term of terms) expect(inline).not.toContain(asJson(term.definition[language]))
      expect(inline.length).toBeLessThan(8_000)
      // A guide's link, kept as HTML, still navigates inside the app; back again, every term is there.
      await markDocument(page)
      await guideLink.click()
      await expect(page).toHaveURL(new RegExp(`${pathIn(language, guidePath)}$`))
      await expect(page.locator('main h1')).toHaveText(guideTitle)
      await expectSameDocument(page)
      await page.goBack()
      await expect(page.locator('main article')).toHaveCount(terms.length)
      await expect(entry).toContainText(mor.definition[language])
      expect(errors).toEqual([])
    })

    test("a term's first use in a guide opens its definition by keyboard, and Escape gives focus back", async ({
      page,
      request,
    }) => {
      // The marks are in the prerendered HTML, so nothing moves when the page's code arrives.
      expect(await (await request.get(pathIn(language, guidePath))).text()).toContain(
        'data-glossary-term="merchant-of-record"',
      )
      await openHydrated(page, language, guidePath)
      const mark = morMark(page)
      await expect(mark).toHaveCount(1)
      await tabTo(page, mark)
      const popover = popoverOf(page, language)
      // Focus shows the definition beside the mark and leaves focus where it was.
      await expect(popover).toContainText(mor.definition[language])
      await expect(mark).toHaveAttribute('aria-expanded', 'true')
      await expect(mark).toBeFocused()
      await page.keyboard.press('Enter')
      const entryLink = popover.getByRole('link', { name: words(language).popover.entry })
      await expect(entryLink).toBeFocused()
      await expect(entryLink).toHaveAttribute('href', `${pathIn(language, '/glossary')}#${mor.id}`)
      await expectNoAxeViolations(page)
      await page.keyboard.press('Escape')
      await expect(popover).toBeHidden()
      await expect(mark).toBeFocused()
      await expect(mark).toHaveAttribute('aria-expanded', 'false')
    })
  })

  test.describe(`glossary on a phone, in ${language}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

    test('a tap shows the definition without moving the text, and its link leads to the entry', async ({
      page,
    }) => {
      // The popover's code is a chunk of its own, fetched with the first tap, never with the guide.
      const popoverChunks: string[] = []
      page.on(
        'request',
        (request) => /glossary-popover-[\w-]+\.js$/.test(request.url()) && popoverChunks.push(request.url()),
      )
      await openHydrated(page, language, guidePath)
      expect(popoverChunks).toEqual([])
      const mark = morMark(page)
      await mark.scrollIntoViewIfNeeded()
      const before = await mark.boundingBox()
      await mark.tap()
      const popover = popoverOf(page, language)
      await expect(popover).toContainText(mor.definition[language])
      expect(popoverChunks).toHaveLength(1)
      await expect(popover).toBeInViewport()
      expect(await mark.boundingBox()).toEqual(before)
      await popover.getByRole('link', { name: words(language).popover.entry }).tap()
      await expect(page).toHaveURL(`${pathIn(language, '/glossary')}#${mor.id}`)
      await expect(page.locator(`article#${mor.id}`)).toBeInViewport()
    })
  })
}

test('a reader who is not signed in sees a definition on hover, switches the marks off in the popover and back on in settings', async ({
  page,
}) => {
  await openHydrated(page, 'zh', guidePath)
  await morMark(page).hover()
  const popover = popoverOf(page, 'zh')
  await expect(popover).toContainText(mor.definition.zh)
  await popover.getByRole('button', { name: words('zh').popover.hideMarks }).click()
  await expect(page.locator('main [data-glossary-term]')).toHaveCount(0)
  await page.reload()
  await expect(page.locator('main h1')).toBeVisible()
  await expect(page.locator('main [data-glossary-term]')).toHaveCount(0)
  await openHydrated(page, 'zh', '/settings')
  const setting = page.getByRole('switch', { name: words('zh').setting.label })
  await expect(setting).not.toBeChecked()
  await setting.check()
  await openHydrated(page, 'zh', guidePath)
  await expect(morMark(page)).toHaveCount(1)
})
