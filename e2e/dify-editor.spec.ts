import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { collectConsoleErrors } from './support/console-errors'
import { openIn } from './support/fresh-page'
import { languages, locale, type Language } from './support/locales'

interface DifyText {
  title: string
  startUsing: string
  what: { title: string }
  build: { title: string }
  start: { title: string; steps: unknown[] }
}
const dify = (language: Language) => locale<DifyText>(language, 'dify')

test.use({ viewport: { width: 1280, height: 900 } })

for (const language of languages) {
  test(`the Dify page introduces Dify and its "start using" link opens dify.ai safely (${language})`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page)
    const text = dify(language)
    await openIn(page, language, '/dify-editor')
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveText(text.title)
    for (const heading of [text.what.title, text.build.title, text.start.title]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    await expect(
      page.getByRole('heading', { level: 2, name: text.start.title }).locator('..').getByRole('listitem'),
    ).toHaveCount(text.start.steps.length)
    const startLinks = page.getByRole('link', { name: new RegExp(`^${text.startUsing}`) })
    await expect(startLinks.first()).toBeVisible()
    for (const link of await startLinks.all()) {
      await expect(link).toHaveAttribute('href', 'https://dify.ai')
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    // Every outward link on the page is just as safe.
    for (const link of await page.locator('main a[href^="http"]').all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    // Nothing outside the machine is reachable here, so check where a click would go without leaving.
    await page.context().route('https://dify.ai/**', (route) => route.fulfill({ status: 200, body: 'dify' }))
    const [popup] = await Promise.all([page.waitForEvent('popup'), startLinks.first().click()])
    await expect(popup).toHaveURL(/^https:\/\/dify\.ai\/?$/)
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    expect(errors).toEqual([])
  })
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the Dify page passes axe at 1280 px in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    await openIn(page, 'en', '/dify-editor')
    await expect(page.locator('h1')).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
