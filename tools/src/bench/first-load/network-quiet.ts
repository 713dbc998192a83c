import type { Page, Request } from '@playwright/test'

const quietMs = 2_000
const afterLoadMs = 5_000

/**
 * Watches a page's requests from before its navigation. `settle()`, called after the load event,
 * resolves once the network has been quiet for 2 s and the load event is at least 5 s old: the end
 * of a first load, scripts imported at start-up or when idle included.
 */
export function watchNetwork(page: Page) {
  const finished: Request[] = []
  let inFlight = 0
  let lastActivity = Date.now()
  const settled = () => {
    inFlight -= 1
    lastActivity = Date.now()
  }
  page.on('request', () => {
    inFlight += 1
    lastActivity = Date.now()
  })
  page.on('requestfinished', (request) => {
    settled()
    finished.push(request)
  })
  page.on('requestfailed', settled)
  return {
    finished,
    async settle() {
      const loadedAt = Date.now()
      while (inFlight > 0 || Date.now() - lastActivity < quietMs || Date.now() - loadedAt < afterLoadMs)
        await page.waitForTimeout(100)
    },
  }
}
