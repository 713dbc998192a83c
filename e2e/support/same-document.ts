import { expect, type Page } from '@playwright/test'

/** Marks the page's document, so a later check can tell an in-app navigation from a page load. */
export const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }))

/** The document marked by markDocument is still the one shown: the app navigated, nothing reloaded. */
export async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
}

/** The page's inline data for hydration (src/i18n/inlined-translations.ts), as text. */
export const inlineData = async (page: Page) => (await page.locator('#page-translations').textContent()) ?? ''

/** How a text appears inside JSON, to look for it in the inline data. */
export const asJson = (text: string) => JSON.stringify(text).slice(1, -1)
