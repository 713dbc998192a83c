import { expect, type Page } from '@playwright/test'

/** Marks the page's document, so a later check can tell an in-app navigation from a page load. */
export const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }))

/** The document marked by markDocument is still the one shown: the app navigated, nothing reloaded. */
export async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
}
