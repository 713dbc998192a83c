import type { Page } from '@playwright/test'
import type { Language } from './locales'

/** Opens a path with the language chosen the way a visitor would have chosen it before. */
export async function openIn(page: Page, language: Language, path: string) {
  await page.addInitScript((lng) => {
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('i18nextLng', lng)
      sessionStorage.setItem('e2e-language-set', '1')
    }
  }, language)
  await page.goto(path)
}
