import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** What a page was rendered from last time: the namespaces it used, and the key they made. */
export interface CachedPage {
  key: string
  namespaces: string[]
}
export type PageCacheManifest = Record<string, CachedPage>

/** A hash of one translation namespace's content in the page's language. */
export type NamespaceHash = (namespace: string) => string

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * Pages kept from earlier builds, so an unchanged page is copied rather than rendered again. A page's
 * key hashes what its HTML is made of: `shared` (everything every page depends on: the page template
 * with its script names, the server bundle with the route data, the site URL) and the translation
 * namespaces the page used when it was last rendered (its guide's JSON, common, navigation…). If
 * any of those changes, or the page used another namespace, it is rendered again.
 */
export async function openPageCache(dir: string, shared: string, { force = false } = {}) {
  const manifestFile = join(dir, 'manifest.json')
  const previous: PageCacheManifest = force ? {} : await readFile(manifestFile, 'utf8').then((text) => JSON.parse(text) as PageCacheManifest, () => ({}))
  const next: PageCacheManifest = {}
  const sharedHash = sha256(shared)
  await mkdir(dir, { recursive: true })

  const keyOf = (page: string, namespaces: string[], hashOf: NamespaceHash) =>
    sha256([sharedHash, page, ...namespaces.map((namespace) => `${namespace}\0${hashOf(namespace)}`)].join('\0'))

  return {
    /** The page's HTML from an earlier build, if nothing it was made of has changed since. */
    async lookup(page: string, hashOf: NamespaceHash): Promise<string | undefined> {
      const cached = previous[page]
      if (!cached || cached.key !== keyOf(page, cached.namespaces, hashOf)) return undefined
      const html = await readFile(join(dir, `${cached.key}.html`), 'utf8').catch(() => undefined)
      if (html !== undefined) next[page] = cached
      return html
    },
    async store(page: string, namespaces: string[], hashOf: NamespaceHash, html: string) {
      const sorted = [...namespaces].sort()
      const key = keyOf(page, sorted, hashOf)
      next[page] = { key, namespaces: sorted }
      // Renamed into place, so another build reading the cache at the same time never gets half a page.
      const partial = join(dir, `${key}.${process.pid}.partial`)
      await writeFile(partial, html)
      await rename(partial, join(dir, `${key}.html`))
    },
    /** Entries from other workers' caches, merged before the manifest is written. */
    entries: () => next,
    /** Writes the pages of this build as the cache, and deletes the pages no build uses any more. */
    async save(entries: PageCacheManifest = next) {
      const partial = `${manifestFile}.${process.pid}.partial`
      await writeFile(partial, JSON.stringify(entries))
      await rename(partial, manifestFile)
      const kept = new Set(Object.values(entries).map((entry) => `${entry.key}.html`))
      const files = await readdir(dir)
      await Promise.all(files.filter((file) => file.endsWith('.html') && !kept.has(file)).map((file) => rm(join(dir, file))))
    },
  }
}
