import { pageSourceOf, staticGraph, type Manifest } from '../../../build/src/route-bytes'

interface GuideRoute {
  path: string
  page: string
  section?: string
  article?: string
}

/**
 * The guides whose route data a guide page's static scripts (the entry, the guide page and what
 * they import) carry, as "file: path" lines. Route data there makes every page's scripts grow with
 * the corpus; it belongs in the section chunks the page loads beside them. A guide is found by its
 * full path or by its sub-path as a quoted string ("research/seo"), which is how the data reads.
 */
export function routeDataInScripts(
  manifest: Manifest,
  routes: readonly GuideRoute[],
  textOf: (file: string) => string,
): string[] {
  const guides = routes.filter((route) => route.article && route.section)
  if (guides.length === 0) return []
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (!entry) throw new Error('The build manifest has no entry chunk')
  const keys = staticGraph(manifest, pageSourceOf(guides[0].page), staticGraph(manifest, entry))
  const found: string[] = []
  for (const key of keys) {
    const text = textOf(manifest[key].file)
    for (const { path, section } of guides) {
      const subPath = path.slice(`/${section}/`.length)
      if (text.includes(path) || ['"', "'", '`'].some((quote) => text.includes(`${quote}${subPath}${quote}`)))
        found.push(`${manifest[key].file}: ${path}`)
    }
  }
  return found
}
