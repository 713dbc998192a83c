import { expect, type Page } from '@playwright/test'

/**
 * Waits until React owns the page's h1. A prerendered page shows its h1 before any script runs, so
 * a visible heading says nothing about whether the page's code has loaded.
 */
export async function expectReactOwnsHeading(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
      ),
    )
    .toBe(true)
}
