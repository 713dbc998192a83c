import { expect, test } from '@playwright/test'
import { collectConsoleErrors } from './support/console-errors'
import { openIn } from './support/fresh-page'
import { expectReactOwnsHeading } from './support/hydration'
import { languages, locale, pathIn, routeTitle, type Language } from './support/locales'

const words = (language: Language) => locale<Record<string, string>>(language, 'search')
const tags = (language: Language) =>
  locale<{ languageTag: Record<Language, string> }>(language, 'search').languageTag
const miniPrograms = '/marketing/domestic/b2b/mini-programs'
// What a reader of each language types for the other language's page.
const queries: Record<Language, string> = { zh: 'mini program', en: '小程序' }

for (const language of languages) {
  const other: Language = language === 'zh' ? 'en' : 'zh'

  test(`the header search in ${language} shows a labelled ${other} result and opens it`, async ({ page }) => {
    test.slow()
    const errors = collectConsoleErrors(page)
    await openIn(page, language, '/')
    await expectReactOwnsHeading(page)
    await page
      .getByRole('banner')
      .getByRole('button', { name: locale<{ search: string }>(language, 'navigation').search, exact: true })
      .click()
    const dialog = page.getByRole('dialog', { name: words(language).dialogTitle })
    await dialog.getByRole('searchbox', { name: words(language).fieldLabel }).fill(queries[language])

    const result = dialog
      .getByRole('list', { name: words(language).resultsLabel })
      .getByRole('link')
      .filter({ hasText: routeTitle(other, miniPrograms) })
      .first()
    await expect(result).toContainText(tags(language)[other])
    await expect(result).toHaveAttribute('hreflang', other)
    // The page's own words are marked with its language; the tag is in the language shown.
    await expect(result.locator(`[lang="${other}"]`).first()).toContainText(routeTitle(other, miniPrograms))
    await result.click()

    await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${pathIn(other, miniPrograms)}(#[\\w-]+)?$`))
    await expect(page.locator('html')).toHaveAttribute('lang', other === 'zh' ? /^zh/ : /^en/)
    await expect(page.locator('main h1')).toContainText(routeTitle(other, miniPrograms))
    expect(errors).toEqual([])
  })
}
