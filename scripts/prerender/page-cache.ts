import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'

/**
 * One cache per output folder: builds of other checkouts or folders (the e2e build, a bench copy
 * sharing node_modules) run at the same time and would otherwise replace each other's pages.
 */
export const pageCacheDir = (outDir: string) =>
  resolve('node_modules', '.cache', 'prerender-pages', createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 16))

/** What a page was rendered from last time: the namespaces it used, and the key they made. */
export interface CachedPage {
  key: string
  namespaces: string[]
}
export type PageCacheManifest = Record<string, CachedPage>

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

  // A namespace is one object for every page of its language: hashed once, not for every page that
  // used it (glossary-terms grows by about 4 KB a guide, and every guide page uses it).
  const contentHashes = new WeakMap<object, string>()
  const hashOf = (content: unknown) => {
    if (typeof content !== 'object' || content === null) return sha256(JSON.stringify(content ?? null))
    let hash = contentHashes.get(content)
    if (hash === undefined) contentHashes.set(content, (hash = sha256(JSON.stringify(content))))
    return hash
  }
  const keyOf = (page: string, namespaces: string[], contentOf: (namespace: string) => unknown) =>
    sha256([sharedHash, page, ...namespaces.map((namespace) => `${namespace}\0${hashOf(contentOf(namespace))}`)].join('\0'))

  return {
    /** The page's HTML from an earlier build, if nothing it was made of has changed since. */
    async lookup(page: string, contentOf: (namespace: string) => unknown): Promise<string | undefined> {
      const cached = previous[page]
      if (!cached || cached.key !== keyOf(page, cached.namespaces, contentOf)) return undefined
      const html = await readFile(join(dir, `${cached.key}.html`), 'utf8').catch(() => undefined)
      if (html !== undefined) next[page] = cached
      return html
    },
    async store(page: string, namespaces: string[], contentOf: (namespace: string) => unknown, html: string) {
      const sorted = [...namespaces].sort()
      const key = keyOf(page, sorted, contentOf)
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
