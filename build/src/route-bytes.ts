/** One entry of Vite's build manifest (`build.manifest: true`), keyed by source path or chunk id. */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export interface RouteBytes {
  path: string
  /** gzip bytes of every script hydration needs: the entry, its static imports, the page's chunk and its imports. */
  scriptGzip: number
  /** gzip bytes of the page's own chunk alone. */
  pageChunkGzip: number
  cssGzip: number
}

/** The files a chunk pulls in through static imports, itself included (dynamic imports are not followed). */
export function staticGraph(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  const chunk = manifest[key]
  if (!chunk) throw new Error(`The build manifest has no ${key}`)
  seen.add(key)
  for (const imported of chunk.imports ?? []) staticGraph(manifest, imported, seen)
  return seen
}

/** "home/home-page" -> "src/pages/home/home-page.tsx"; "auth/callback-page" -> "src/auth/callback-page.tsx". */
export const pageSourceOf = (page: string) =>
  page.startsWith('auth/') ? `src/${page}.tsx` : `src/pages/${page}.tsx`

/**
 * What a route costs before it can hydrate: the static import graph of the entry plus the page's
 * chunk, each file counted once, and the CSS those chunks link.
 */
export function routeBytes(
  manifest: Manifest,
  routes: readonly { path: string; page: string }[],
  gzipBytesOf: (file: string) => number,
): RouteBytes[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (!entry) throw new Error('The build manifest has no entry chunk')
  return routes.map(({ path, page }) => {
    const pageKey = pageSourceOf(page)
    const keys = staticGraph(manifest, pageKey, staticGraph(manifest, entry))
    const chunks = [...keys].map((key) => manifest[key])
    const css = new Set(chunks.flatMap((chunk) => chunk.css ?? []))
    const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytesOf(file), 0)
    return {
      path,
      scriptGzip: sum(chunks.map((chunk) => chunk.file)),
      pageChunkGzip: gzipBytesOf(manifest[pageKey].file),
      cssGzip: sum(css),
    }
  })
}
