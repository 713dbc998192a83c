import type { CDPSession } from '@playwright/test'

/**
 * Counts the bytes the page receives for search-index files (as transferred, compressed), through
 * the DevTools protocol, and knows when none is still on its way.
 */
export async function watchIndexBytes(cdp: CDPSession) {
  const pending = new Set<string>()
  let received = 0
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.url.includes('/search-index/')) pending.add(requestId)
  })
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!pending.delete(requestId)) return
    received += encodedDataLength
  })
  cdp.on('Network.loadingFailed', ({ requestId }) => pending.delete(requestId))
  await cdp.send('Network.enable')
  return {
    received: () => received,
    /** Resolves once no index request is pending (polled: the protocol has no "idle" event). */
    async quiet(timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs
      while (pending.size > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20))
      return pending.size === 0
    },
  }
}
