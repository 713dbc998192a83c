import type { Page } from '@playwright/test'

/** The page's inline data for hydration (src/i18n/inlined-translations.ts), as text. */
export const inlineData = async (page: Page) => (await page.locator('#page-translations').textContent()) ?? ''

/** How a text appears inside JSON, to look for it in the inline data. */
export const asJson = (text: string) => JSON.stringify(text).slice(1, -1)
