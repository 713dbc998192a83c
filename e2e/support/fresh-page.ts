import type { Page } from '@playwright/test'
import { expectAppStarted, expectReactOwnsHeading } from './hydration'
import { pathIn, type Language } from './locales'

/**
 * Opens a page in a language the way a returning visitor arrives: at that language's URL, with the
 * choice remembered as the language switcher leaves it. Returns once the app has started, so that
 * a click that follows reaches it.
 */
export async function openIn(page: Page, language: Language, path: string) {
  await page.addInitScript((lng) => {
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('i18nextLng', lng)
      sessionStorage.setItem('e2e-language-set', '1')
    }
  }, language)
  await page.goto(pathIn(language, path))
  await expectAppStarted(page)
}

/**
 * Opens a page as `openIn` does and waits until its code runs: a prerendered page shows its
 * buttons before then, and a click or hover on them does nothing.
 */
export async function openHydrated(page: Page, language: Language, path: string) {
  await openIn(page, language, path)
  await expectReactOwnsHeading(page)
}
