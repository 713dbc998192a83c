import { expect, type Page } from '@playwright/test'

/** Waits until the first element the selector finds carries React's key with this prefix. */
async function expectReactKey(page: Page, selector: string, keyPrefix: string, timeout?: number) {
  await expect
    .poll(
      () =>
        page
          .evaluate(
            ([selector, keyPrefix]) =>
              Object.keys(document.querySelector(selector) ?? {}).some((key) => key.startsWith(keyPrefix)),
            [selector, keyPrefix],
          )
          // The page may reload itself meanwhile (a chunk that failed to load): ask the new one.
          .catch(() => false),
      { timeout },
    )
    .toBe(true)
}

/**
 * Waits until the app has started on the page (React holds its root): from then on React takes
 * every click, on parts it has hydrated or by hydrating them first (measured at 6x CPU: a link, the
 * header's Login and a sidebar toggle clicked at once worked 10 of 10 times, the h1 still
 * unhydrated in all 10). A click before then falls on plain HTML: a link loads a new document and
 * a button's click waits for the app (src/app/early-input.ts), so a test that clicks and then reads
 * what the click did should wait for this first.
 */
export const expectAppStarted = (page: Page) => expectReactKey(page, '#root', '__reactContainer')

/** Waits until React owns the element the selector finds: the site footer, for a page hydrated to its end. */
export const expectReactOwns = (page: Page, selector: string, timeout?: number) =>
  expectReactKey(page, selector, '__reactFiber', timeout)

/** Waits until React owns the page's h1: a visible heading says nothing about the page's code. */
export const expectReactOwnsHeading = (page: Page, timeout?: number) =>
  expectReactOwns(page, 'main h1', timeout)
