import { keptFolders, offlineCaches } from './cache-names'

async function keepAll(cacheName: string, urls: string[]) {
  if (urls.length === 0) return
  const cache = await caches.open(cacheName)
  const missing = await Promise.all(urls.map(async (url) => ((await cache.match(url)) ? null : url)))
  await cache.addAll(missing.filter((url): url is string => url !== null))
}

/**
 * Keeps the page shown, and what it fetched, in the worker's caches. For a tab the worker does not
 * control: the one in which it was installed (a worker takes over a tab only at its next load, so
 * that a page never runs with another version's worker), whose pages would otherwise not be kept.
 */
export async function keepUncontrolledPage(): Promise<void> {
  const pages = await caches.open(offlineCaches.pages)
  const here = location.pathname
  if (!(await pages.match(here))) await pages.add(here)
  const fetched = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin)
  await Promise.all(
    keptFolders.map(({ folder, cache }) =>
      keepAll(cache, [...new Set(fetched.filter((url) => url.pathname.startsWith(folder)).map((url) => url.href))]),
    ),
  )
}
