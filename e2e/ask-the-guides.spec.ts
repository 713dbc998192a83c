import { expect, test, type Page } from '@playwright/test'
import { firstQuote } from './support/answers'
import { expectNoAxeViolations } from './support/axe'
import { collectConsoleErrors } from './support/console-errors'
import { openHydrated } from './support/fresh-page'
import { expectReactOwnsHeading } from './support/hydration'
import { tabTo } from './support/keyboard'
import { languages, locale, pathIn, type Language } from './support/locales'
import { ports } from './support/ports'
import { expectPageKept } from './support/worker'

// The worker keeps the index's pieces and the page, so a question asked online is answered offline.
test.use({ serviceWorkers: 'allow' })

interface AskWords {
  title: string
  fieldLabel: string
  submit: string
  answerLabel: string
  notCovered: string
  copyMarkdown: string
  copied: string
  inGuide: string
  checked: string
}
const words = (language: Language) => locale<AskWords>(language, 'ask')
const searchWords = (language: Language) => locale<Record<string, string>>(language, 'search')
const questions: Record<Language, string> = {
  zh: '个人一年能结汇多少',
  en: 'how long does ICP filing take',
}
const fieldOf = (page: Page, language: Language) =>
  page.getByRole('main').getByRole('searchbox', { name: words(language).fieldLabel })
const answerOf = (page: Page, language: Language) =>
  page.getByRole('list', { name: words(language).answerLabel })

/**
 * Waits until the worker holds the page, then reloads it as a returning reader's visit, which the
 * worker serves: the index's pieces the question fetches go through it and are kept.
 */
async function servedByWorker(page: Page) {
  await expectPageKept(page)
  await page.reload()
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  await expectReactOwnsHeading(page)
}

/**
 * The page is /ask with the question in its address, to share. Polled as one value: on /ask
 * itself the path already matches before the question reaches the address.
 */
async function expectAsked(page: Page, language: Language, question: string) {
  const asked = () => {
    const url = new URL(page.url())
    return `${url.pathname}?q=${url.searchParams.get('q')}`
  }
  await expect.poll(asked).toBe(`${pathIn(language, '/ask')}?q=${question}`)
}

for (const language of languages) {
  test.describe(`ask the guides in ${language}`, () => {
    test.beforeEach(() => test.slow())

    test('a question typed and sent by keyboard is answered with a guide’s own words, its citation leads to the section, and it is answered again offline', async ({
      page,
      context,
    }) => {
      const errors = collectConsoleErrors(page)
      const text = words(language)
      const question = questions[language]
      const expected = firstQuote(question, language)
      await openHydrated(page, language, '/ask')
      await servedByWorker(page)
      await tabTo(page, fieldOf(page, language))
      await page.keyboard.type(question)
      await page.keyboard.press('Enter')
      await expectAsked(page, language, question)

      const answer = answerOf(page, language)
      const first = answer.getByRole('listitem').first()
      await expect(first.getByRole('blockquote')).toContainText(expected.item.text)
      const citation = first.getByRole('link', {
        name: `${text.inGuide.replace('{{guide}}', expected.title)} › ${expected.item.heading}`,
      })
      await expect(citation).toBeVisible()
      if (expected.item.checked)
        await expect(first).toContainText(text.checked.replace('{{date}}', expected.item.checked))
      // Announced: the answer sits in a polite live region.
      await expect(page.locator('[aria-live="polite"]').filter({ has: answer })).toHaveCount(1)
      await expectNoAxeViolations(page)

      await tabTo(page, citation)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(`${pathIn(language, expected.guide.path)}#${expected.item.sectionId}`)
      await expect(page.locator(`[id="${expected.item.sectionId}"]`)).toBeInViewport()

      // Offline (where the account's calls fail, as they should), the shared address answers the
      // same, from the pieces the worker kept.
      expect(errors).toEqual([])
      await context.setOffline(true)
      await page.goto(`${pathIn(language, '/ask')}?q=${encodeURIComponent(question)}`)
      await expect(answerOf(page, language).getByRole('blockquote').first()).toContainText(expected.item.text)
      await context.setOffline(false)
    })

    test('an answer is copied as Markdown with its citations on the site’s own address', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      const question = questions[language]
      const expected = firstQuote(question, language)
      await openHydrated(page, language, `/ask?q=${encodeURIComponent(question)}`)
      await expect(answerOf(page, language)).toBeVisible()
      await page.getByRole('button', { name: words(language).copyMarkdown }).click()
      await expect(page.getByRole('status').filter({ hasText: words(language).copied })).toBeVisible()
      const markdown = await page.evaluate(() => navigator.clipboard.readText())
      const origin = `http://127.0.0.1:${ports.preview}`
      expect(markdown).toContain(expected.item.text.replace(/\n+/g, ' '))
      expect(markdown).toContain(
        `(${origin}${pathIn(language, expected.guide.path)}#${expected.item.sectionId})`,
      )
      if (expected.item.source) expect(markdown).toContain(`(${expected.item.source.url})`)
    })

    test('a question the guides do not cover says so, names the nearest guides, and passes axe', async ({
      page,
    }) => {
      await openHydrated(page, language, `/ask?q=${encodeURIComponent('zebra saxophone glacier')}`)
      await expect(page.getByText(words(language).notCovered, { exact: true })).toBeVisible()
      await expect(answerOf(page, language)).toHaveCount(0)
      await expectNoAxeViolations(page)
    })
  })
}

test('the header search hands the typed words to Ask the guides', async ({ page }) => {
  const language = 'en'
  const question = questions[language]
  const expected = firstQuote(question, language)
  await openHydrated(page, language, '/')
  const dialog = page.getByRole('dialog', { name: searchWords(language).dialogTitle })
  const field = dialog.getByRole('searchbox')
  await expect(async () => {
    await page.keyboard.press('Control+k')
    await expect(field).toBeFocused({ timeout: 3_000 })
  }).toPass()
  await page.keyboard.type(question)
  const ask = dialog.getByRole('link', {
    name: searchWords(language).askGuides.replace('{{query}}', question),
  })
  await tabTo(page, ask)
  await page.keyboard.press('Enter')
  await expectAsked(page, language, question)
  await expect(answerOf(page, language).getByRole('blockquote').first()).toContainText(expected.item.text)
})
