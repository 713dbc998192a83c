import type { Page } from '@playwright/test'

type TimingWindow = Window & { dialogShownAt?: number; dialogClosedAt?: number }

/**
 * Notes, in the page's own clock, when the dialog starts showing `text` and when the dialog leaves
 * the page; `shownFor()` is the time between the two, in ms.
 */
export async function watchDialogTiming(page: Page, text: string) {
  await page.evaluate((watched) => {
    const timing = window as TimingWindow
    new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]')
      if (timing.dialogShownAt === undefined && dialog?.textContent?.includes(watched)) {
        timing.dialogShownAt = performance.now()
      }
      if (timing.dialogShownAt !== undefined && timing.dialogClosedAt === undefined && !dialog) {
        timing.dialogClosedAt = performance.now()
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  }, text)
  return {
    shownFor: () =>
      page.evaluate(() => {
        const timing = window as TimingWindow
        if (timing.dialogShownAt === undefined || timing.dialogClosedAt === undefined) return -1
        return timing.dialogClosedAt - timing.dialogShownAt
      }),
  }
}
