import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { collectConsoleErrors } from './support/console-errors'
import { openIn } from './support/fresh-page'
import { languages, locale, type Language } from './support/locales'

interface DemoText {
  title: string
  switchers: { toChinese: string; toEnglish: string; selectLabel: string }
  features: { title: string }
}
const demo = (language: Language) => locale<DemoText>(language, 'demo')
const other = (language: Language): Language => (language === 'zh' ? 'en' : 'zh')
const nativeName: Record<Language, string> = { zh: '中文', en: 'English' }
const flag: Record<Language, string> = { zh: '🇨🇳', en: '🇺🇸' }

/** What the page must show when `language` is active: text, formats and every switcher's state. */
async function expectLanguage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page.locator('h1')).toHaveText(demo(language).title)
  await expect(page.getByTestId('current-flag').locator('svg')).toHaveAttribute('data-flag', flag[language])
  await expect(page.getByTestId('current-name')).toHaveText(nativeName[language])
  await expect(page.getByTestId('current-code')).toHaveText(language)
  if (language === 'zh') {
    await expect(page.getByTestId('price')).toHaveText('¥9,999.00')
    await expect(page.getByTestId('last-updated')).toHaveText(/^最后更新：2\s?小时前$/)
    await expect(page.getByTestId('last-update')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2}$/)
    await expect(page.getByTestId('item-count')).toHaveText('你有 1 个项目')
  } else {
    await expect(page.getByTestId('price')).toHaveText('$9,999.00')
    await expect(page.getByTestId('last-updated')).toHaveText('Last updated 2 hours ago')
    await expect(page.getByTestId('last-update')).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/,
    )
    await expect(page.getByTestId('item-count')).toHaveText('You have 1 item')
  }
  await expect(page.getByTestId('discount')).toHaveText('20%')
  // Every switcher shows the same choice, the header's included.
  const buttons = page.getByTestId('switcher-buttons')
  await expect(buttons.getByRole('button', { name: new RegExp(nativeName[language]) })).toBeDisabled()
  await expect(buttons.getByRole('button', { name: new RegExp(nativeName[other(language)]) })).toBeEnabled()
  await expect(page.getByTestId('switcher-select')).toHaveValue(language)
  await expect(page.getByTestId('switcher-toggle').locator('[data-active="true"]')).toHaveText(language)
  const quick = language === 'zh' ? demo(language).switchers.toChinese : demo(language).switchers.toEnglish
  await expect(page.getByRole('button', { name: quick, exact: true })).toBeDisabled()
  await expect(
    page
      .locator('header')
      .first()
      .getByRole('button', { name: new RegExp(nativeName[language]) }),
  ).toBeDisabled()
}

test.use({ viewport: { width: 1280, height: 900 } })

for (const language of languages) {
  test.describe(`i18n demo in ${language}`, () => {
    test('every switcher changes the language, the header follows, and so do the formats', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page)
      await openIn(page, language, '/i18n-demo')
      await expectLanguage(page, language)
      const feature = page
        .getByRole('heading', { level: 2, name: demo(language).features.title })
        .locator('..')
      await expect(feature.getByRole('heading', { level: 3 })).toHaveCount(4)

      // Widget 1: the button group.
      await page
        .getByTestId('switcher-buttons')
        .getByRole('button', { name: new RegExp(nativeName[other(language)]) })
        .click()
      await expectLanguage(page, other(language))
      // Widget 2: the select.
      await page.getByTestId('switcher-select').selectOption(language)
      await expectLanguage(page, language)
      // Widget 3: the compact toggle.
      await page.getByTestId('switcher-toggle').click()
      await expectLanguage(page, other(language))
      // The two quick buttons.
      const back =
        language === 'zh'
          ? demo(other(language)).switchers.toChinese
          : demo(other(language)).switchers.toEnglish
      await page.getByRole('button', { name: back, exact: true }).click()
      await expectLanguage(page, language)
      const away = language === 'zh' ? demo(language).switchers.toEnglish : demo(language).switchers.toChinese
      await page.getByRole('button', { name: away, exact: true }).click()
      await expectLanguage(page, other(language))
      // And the header's switcher moves the page's widgets.
      const headerSwitcher = page
        .locator('header')
        .first()
        .getByRole('button', { name: new RegExp(nativeName[language]) })
      await headerSwitcher.click()
      await expectLanguage(page, language)
      expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(language)
      expect(errors).toEqual([])
    })

    test('the welcome message takes a name and the count uses the right plural', async ({ page }) => {
      await openIn(page, language, '/i18n-demo')
      const name = language === 'zh' ? '你的名字' : 'Your name'
      await page.getByLabel(name).fill('Mei')
      await expect(page.getByTestId('welcome-message')).toHaveText(
        language === 'zh' ? '欢迎你，Mei！' : 'Welcome, Mei!',
      )
      await page.getByRole('button', { name: language === 'zh' ? '增加一个' : 'One more' }).click()
      await expect(page.getByTestId('item-count')).toHaveText(
        language === 'zh' ? '你有 2 个项目' : 'You have 2 items',
      )
    })
  })
}

test('the relative time keeps changing while the page stays open', async ({ page }) => {
  await page.clock.install()
  await openIn(page, 'en', '/i18n-demo')
  await expect(page.getByTestId('last-updated')).toHaveText('Last updated 2 hours ago')
  await expect(page.getByTestId('page-opened')).toHaveText(/^Page opened \d+ seconds? ago$/)
  await page.clock.fastForward('01:00')
  await expect(page.getByTestId('page-opened')).toHaveText(/^Page opened 1 minute ago$/)
  await page.clock.fastForward('59:00')
  await expect(page.getByTestId('last-updated')).toHaveText('Last updated 3 hours ago')
  await expect(page.getByTestId('page-opened')).toHaveText('Page opened 1 hour ago')
  // Switching language mid-way keeps the live clock.
  await page.getByTestId('switcher-toggle').click()
  await expect(page.getByTestId('last-updated')).toHaveText(/^最后更新：3\s?小时前$/)
  await page.clock.fastForward('21:00:00')
  await expect(page.getByTestId('last-updated')).toHaveText(/^最后更新：1\s?天前$/)
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`passes axe at 1280 px in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    await openIn(page, 'zh', '/i18n-demo')
    await expect(page.getByTestId('price')).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
