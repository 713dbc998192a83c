import type { Page } from '@playwright/test'
import { pathIn, type Language } from './locales'

/**
 * Opens a page in a language the way a returning visitor arrives: at that language's URL, with the
 * choice remembered as the language switcher leaves it.
 */
export async function openIn(page: Page, language: Language, path: string) {
  await page.addInitScript((lng) => {
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('i18nextLng', lng)
      sessionStorage.setItem('e2e-language-set', '1')
    }
  }, language)
  await page.goto(pathIn(language, path))
}
