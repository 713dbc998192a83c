import { expect, type Page } from '@playwright/test'

/** Waits until the offline worker is active and holds the page shown, as it does once a page has loaded. */
export async function expectPageKept(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async () =>
            (await navigator.serviceWorker.ready) !== undefined &&
            (await caches.match(location.pathname)) !== undefined,
        ),
      { timeout: 30_000 },
    )
    .toBe(true)
}
