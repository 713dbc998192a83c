import { expect, test, type Page } from '@playwright/test'
import { collectConsoleErrors } from './support/console-errors'
import { openHydrated } from './support/fresh-page'
import { expectReactOwns } from './support/hydration'
import { locale, type Language } from './support/locales'

declare global {
  interface Window {
    intlFormattersCreated: {
      dates: number
      lists: number
      numbers: number
      relativeTimes: number
      collations: number
    }
  }
}

/**
 * Counts the Intl formatters (dates, lists, numbers, relative times) the page's code creates, and the text it collates (which
 * starts ICU's collator), from before its first script.
 */
async function countIntlFormatters(page: Page) {
  await page.addInitScript(() => {
    window.intlFormattersCreated = { dates: 0, lists: 0, numbers: 0, relativeTimes: 0, collations: 0 }
    const counted = <T extends object>(
      constructor: T,
      kind: 'dates' | 'lists' | 'numbers' | 'relativeTimes',
    ): T =>
      new Proxy(constructor as T & (new (...args: unknown[]) => object), {
        construct(target, args: unknown[]) {
          window.intlFormattersCreated[kind]++
          return Reflect.construct(target, args) as object
        },
      })
    Object.defineProperty(Intl, 'DateTimeFormat', { value: counted(Intl.DateTimeFormat, 'dates') })
    Object.defineProperty(Intl, 'ListFormat', { value: counted(Intl.ListFormat, 'lists') })
    Object.defineProperty(Intl, 'NumberFormat', { value: counted(Intl.NumberFormat, 'numbers') })
    Object.defineProperty(Intl, 'RelativeTimeFormat', {
      value: counted(Intl.RelativeTimeFormat, 'relativeTimes'),
    })
    const localeCompare = String.prototype.localeCompare
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
      window.intlFormattersCreated.collations++
      return localeCompare.apply(this, args)
    }
  })
}

const formattersCreated = (page: Page) => page.evaluate(() => window.intlFormattersCreated)

function lastReviewed(language: Language, article: string): string {
  const { lastReviewed: day } = locale<{ lastReviewed: string }>(language, `articles/${article}`)
  const template = locale<{ lastReviewed: string }>(language, 'guides').lastReviewed
  return template.replace(
    '{{date, datetime}}',
    new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(`${day}T00:00:00`)),
  )
}

for (const language of ['zh', 'en'] as const) {
  test(`a guide in ${language} hydrates with the dates and lists its HTML was written with, starting no Intl formatter or collator, and one reached in the app shows its own`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page)
    await countIntlFormatters(page)
    await openHydrated(page, language, '/marketing/research/seo')
    await expectReactOwns(page, 'footer')
    await expect(page.getByText(lastReviewed(language, 'marketing/research-seo'))).toBeVisible()
    expect(await formattersCreated(page)).toEqual({
      dates: 0,
      lists: 0,
      numbers: 0,
      relativeTimes: 0,
      collations: 0,
    })
    expect(errors).toEqual([])

    const sidebar = page.getByRole('navigation', {
      name: locale<{ sidebar: { title: string } }>(language, 'navigation').sidebar.title,
    })
    await sidebar.locator('a[href$="/marketing/research/cases"]').click()
    await expect(page.getByText(lastReviewed(language, 'marketing/research-cases'))).toBeVisible()
    expect(errors).toEqual([])
  })
}
