import { pageSourceOf, staticGraph, type Manifest } from '../bench/route-bytes'

/** What of a route decides the code its hydration waits for (see preloadPageOf in src/app/router.tsx). */
export interface HydratedRoute {
  page: string
  section?: string
  countsGuides?: true
}

// Every page's LearningProvider fetches the store's code as its hydration commits.
const everyPage = ['src/learning/store/open-learning.ts']
const guideSidebar = 'src/layout/current-guide-sidebar.tsx'
const routeDataOf = (section: string) => `src/routes/guides/${section}.json`
const isRouteData = (key: string) => /^src\/routes\/guides\/[^/]+\.json$/.test(key)

/**
 * The chunks a prerendered page fetches before and as it hydrates, beyond the entry: its page's
 * code, its section's route data and sidebar (every section's data where it counts every guide),
 * and the learning store's code, each with its static imports. Named in the HTML, they are
 * fetched beside the entry instead of after it has run, and Vite's preload helper finds them
 * already linked: it appended a link per dependency while the entry ran (on /en, 21 ms of
 * appendChild for the home page's seven and the store's two, unthrottled: over 80 ms on a phone
 * four times slower).
 */
export function hydrationPreloads(manifest: Manifest, route: HydratedRoute): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (!entry) throw new Error('The build manifest has no entry chunk')
  const sections = route.countsGuides
    ? Object.keys(manifest).filter(isRouteData)
    : route.section
      ? [routeDataOf(route.section)].filter((key) => key in manifest)
      : []
  const roots = [pageSourceOf(route.page), ...sections, ...(route.section ? [guideSidebar] : []), ...everyPage]
  const inEntry = staticGraph(manifest, entry)
  const keys = new Set<string>()
  for (const root of roots) for (const key of staticGraph(manifest, root)) if (!inEntry.has(key)) keys.add(key)
  return [...keys].map((key) => `/${manifest[key].file}`)
}

/** The preloads as link elements, in cors mode like module scripts (pageDocument lowers their priority, as the entry's). */
export function modulePreloadLinks(files: readonly string[]): string[] {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`)
}
