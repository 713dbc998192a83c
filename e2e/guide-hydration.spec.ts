import { expect, test } from '@playwright/test'
import { collectConsoleErrors } from './support/console-errors'
import { openHydrated } from './support/fresh-page'
import { expectReactOwns } from './support/hydration'
import { locale, pathIn, type Language } from './support/locales'

function lastReviewed(language: Language, article: string): string {
  const { lastReviewed: day } = locale<{ lastReviewed: string }>(language, `articles/${article}`)
  const template = locale<{ lastReviewed: string }>(language, 'guides').lastReviewed
  return template.replace(
    '{{date, datetime}}',
    new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(`${day}T00:00:00`)),
  )
}

for (const language of ['zh', 'en'] as const) {
  test(`a guide in ${language} reads the same review date with and without its scripts, and one reached in the app shows its own`, async ({
    page,
    browser,
  }) => {
    const reviewed = lastReviewed(language, 'marketing/research-seo')
    // What the HTML says, as a reader without scripts (or before they arrive) reads it.
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false })
    try {
      const html = await withoutScripts.newPage()
      await html.goto(pathIn(language, '/marketing/research/seo'))
      await expect(html.getByText(reviewed)).toBeVisible()
    } finally {
      await withoutScripts.close()
    }

    // Hydrated from the values the build formatted: the same words, and nothing React had to redraw
    // (a mismatch is reported on the console).
    const errors = collectConsoleErrors(page)
    await openHydrated(page, language, '/marketing/research/seo')
    await expectReactOwns(page, 'footer')
    await expect(page.getByText(reviewed)).toBeVisible()
    expect(errors).toEqual([])

    const sidebar = page.getByRole('navigation', {
      name: locale<{ sidebar: { title: string } }>(language, 'navigation').sidebar.title,
    })
    await sidebar.locator('a[href$="/marketing/research/cases"]').click()
    await expect(page.getByText(lastReviewed(language, 'marketing/research-cases'))).toBeVisible()
    expect(errors).toEqual([])
  })
}
