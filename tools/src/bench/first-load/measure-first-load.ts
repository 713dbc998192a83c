import type { Browser } from '@playwright/test'
import { watchNetwork } from './network-quiet'

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

/**
 * Loads `origin + path` in a fresh context (empty cache, no service worker) and counts every
 * response until the first load ends (see watchNetwork): the scripts a page imports at start-up or
 * when idle count, as a reader's connection carries them.
 */
export async function measureFirstLoad(browser: Browser, origin: string, path: string): Promise<FirstLoad> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    const network = watchNetwork(page)
    await page.goto(`${origin}${path}`, { waitUntil: 'load' })
    await network.settle()
    const requests = await Promise.all(
      network.finished.map(async (request) => ({
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
