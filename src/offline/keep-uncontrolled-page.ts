import { pathWithoutLanguage } from '@/i18n/language-path'
import { keptFolders, neverKeptPaths, offlineCaches } from './cache-names'

/** The same-origin files under a kept folder among `fetched`, each once, leaving out those in `sent`. */
export function filesToKeep(
  fetched: readonly string[],
  origin: string,
  sent: ReadonlySet<string> = new Set(),
): string[] {
  const urls = fetched.map((name) => new URL(name, origin)).filter((url) => url.origin === origin)
  const kept = urls
    .filter((url) => keptFolders.some(({ folder }) => url.pathname.startsWith(folder)))
    .map((url) => url.href)
  return [...new Set(kept)].filter((href) => !sent.has(href))
}

/** The pause after which a page that fetched no new file counts as loaded. */
export const settleMs = 500

/** How long the worker may take to keep a page's files; it answers only when all were kept. */
export const keepingTimeoutMs = 30_000

/**
 * Asks the worker to fetch and store the files, through the routes that keep them when it
 * controls a page (the CACHE_URLS message of Workbox's router), and resolves once it has. The
 * worker's thread does the fetching and storing: done from this page, 40-odd fetches and cache
 * writes landed on the main thread while the page was still settling.
 */
function askWorkerToKeep(worker: ServiceWorker, urlsToCache: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel()
    // A file it cannot fetch leaves the worker silent.
    const timer = setTimeout(
      () => reject(new Error(`The offline worker did not keep ${urlsToCache.length} files`)),
      keepingTimeoutMs,
    )
    channel.port1.onmessage = () => {
      clearTimeout(timer)
      resolve()
    }
    worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } }, [channel.port2])
  })
}

const sentToWorker = new Set<string>()

/**
 * Keeps the page shown, and what it fetched, in the worker's caches. For a tab the worker does not
 * control: the one in which it was installed (a worker takes over a tab only at its next load, so
 * that a page never runs with another version's worker), whose pages would otherwise not be kept.
 * The page itself is kept last, so that a page listed as kept has its scripts and translations.
 */
export async function keepUncontrolledPage(
  worker: ServiceWorker,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<void> {
  // The page's own chunks (its route, its blocks) may still be arriving when this runs: keep what
  // it fetched, look again after a pause, and keep the page itself only once a look finds nothing
  // new, so that a page listed as kept opens offline with all it needs.
  for (;;) {
    const fetched = performance.getEntriesByType('resource').map((entry) => entry.name)
    const files = filesToKeep(fetched, location.origin, sentToWorker)
    if (files.length === 0) break
    for (const file of files) sentToWorker.add(file)
    try {
      await askWorkerToKeep(worker, files)
    } catch (error) {
      // The next page this tab shows asks again.
      for (const file of files) sentToWorker.delete(file)
      throw error
    }
    await wait(settleMs)
  }
  // Only a navigation's request matches the worker's page route, and a page cannot build one.
  const pages = await caches.open(offlineCaches.pages)
  const here = location.pathname
  const path = pathWithoutLanguage(here).replace(/(.)\/$/, '$1')
  if ((neverKeptPaths as readonly string[]).includes(path)) return
  if (!(await pages.match(here))) await pages.add(here)
}
