import { expect, type Page } from '@playwright/test'

/**
 * Waits until React owns the first element the selector finds. A prerendered page shows its
 * controls before any script runs, and a click on them before then does nothing.
 */
export async function expectReactOwns(page: Page, selector: string) {
  await expect
    .poll(() =>
      page.evaluate(
        (selector) =>
          Object.keys(document.querySelector(selector) ?? {}).some((key) => key.startsWith('__reactFiber')),
        selector,
      ),
    )
    .toBe(true)
}

/** Waits until React owns the page's h1: a visible heading says nothing about the page's code. */
export const expectReactOwnsHeading = (page: Page) => expectReactOwns(page, 'main h1')

/** Waits until React owns the site header, whose buttons open the sign-in dialog. */
export const expectReactOwnsHeader = (page: Page) => expectReactOwns(page, 'header')
