import type { Browser, Request } from '@playwright/test'

/** What a reader's browser receives on a page's first load, in bytes as the server sent them (gzip). */
export interface FirstLoad {
  path: string
  documentBytes: number
  scriptBytes: number
  /** Stylesheets, fonts, JSON and the rest: reported, not budgeted. */
  otherBytes: number
  requests: { url: string; type: string; bytes: number }[]
}

/** The budgets' count: the document and every script. */
export const firstLoadBytes = (load: FirstLoad) => load.documentBytes + load.scriptBytes

const quietMs = 2_000
const afterLoadMs = 5_000

/**
 * Loads `origin + path` in a fresh context (empty cache, no service worker) and counts every
 * response until the network has been quiet for 2 s and the load event is at least 5 s old: the
 * scripts a page imports at start-up or when idle count, as a reader's connection carries them.
 */
export async function measureFirstLoad(browser: Browser, origin: string, path: string): Promise<FirstLoad> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
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
    await page.goto(`${origin}${path}`, { waitUntil: 'load' })
    const loadedAt = Date.now()
    while (inFlight > 0 || Date.now() - lastActivity < quietMs || Date.now() - loadedAt < afterLoadMs)
      await page.waitForTimeout(100)
    const requests = await Promise.all(
      finished.map(async (request) => ({
        url: request.url().replace(origin, ''),
        type: request.resourceType(),
        bytes: (await request.sizes()).responseBodySize,
      })),
    )
    const sum = (counted: (type: string) => boolean) =>
      requests.filter(({ type }) => counted(type)).reduce((total, { bytes }) => total + bytes, 0)
    return {
      path,
      documentBytes: sum((type) => type === 'document'),
      scriptBytes: sum((type) => type === 'script'),
      otherBytes: sum((type) => type !== 'document' && type !== 'script'),
      requests,
    }
  } finally {
    await context.close()
  }
}
