import { mkdir, readdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { sha256, writeCacheFile } from '@super-individual/content/node'

/** What a page was rendered from last time: the namespaces it used, and the key they made. */
export interface CachedPage {
  key: string
  namespaces: string[]
}
export type PageCacheManifest = Record<string, CachedPage>

/** A hash of one translation namespace's content in the page's language. */
export type NamespaceHash = (namespace: string) => string

/**
 * Pages kept from earlier builds, so an unchanged page is copied rather than rendered again. A page's
 * key hashes what its HTML is made of: `shared` (everything every page depends on: the page template
 * with its script names, the server bundle with the route data, the site URL) and the translation
 * namespaces the page used when it was last rendered (its guide's JSON, common, navigation…). If
 * any of those changes, or the page used another namespace, it is rendered again.
 */
export async function openPageCache(dir: string, shared: string, { force = false } = {}) {
  const manifestFile = join(dir, 'manifest.json')
  const previous: PageCacheManifest = force
    ? {}
    : await readFile(manifestFile, 'utf8').then(
        (text) => JSON.parse(text) as PageCacheManifest,
        () => ({}),
      )
  const next: PageCacheManifest = {}
  const sharedHash = sha256(shared)
  await mkdir(dir, { recursive: true })

  const keyOf = (page: string, namespaces: string[], hashOf: NamespaceHash) =>
    sha256(
      [sharedHash, page, ...namespaces.map((namespace) => `${namespace}\0${hashOf(namespace)}`)].join('\0'),
    )

  return {
    /** The page's HTML from an earlier build, if nothing it was made of has changed since. */
    async lookup(page: string, hashOf: NamespaceHash): Promise<string | undefined> {
      const cached = previous[page]
      if (!cached || cached.key !== keyOf(page, cached.namespaces, hashOf)) return undefined
      const html = await readFile(join(dir, `${cached.key}.html`), 'utf8').catch(() => undefined)
      if (html !== undefined) next[page] = cached
      return html
    },
    store(page: string, namespaces: string[], hashOf: NamespaceHash, html: string) {
      const sorted = [...namespaces].sort()
      const key = keyOf(page, sorted, hashOf)
      next[page] = { key, namespaces: sorted }
      writeCacheFile(join(dir, `${key}.html`), html)
    },
    /** Entries from other workers' caches, merged before the manifest is written. */
    entries: () => next,
    /** Writes the pages of this build as the cache, and deletes the pages no build uses any more. */
    async save(entries: PageCacheManifest = next) {
      writeCacheFile(manifestFile, JSON.stringify(entries))
      const kept = new Set(Object.values(entries).map((entry) => `${entry.key}.html`))
      const files = await readdir(dir)
      await Promise.all(
        files.filter((file) => file.endsWith('.html') && !kept.has(file)).map((file) => rm(join(dir, file))),
      )
    },
  }
}
