/**
 * A section's guides and sidebar, loaded with that section's pages. The build emits each
 * content/routes/<section>.json as a chunk of its own (the source stays that one set of route
 * data), so the entry script carries only the top-level table and does not grow with the corpus.
 * A page waits for its section before it renders or hydrates (see preloadPageOf in src/app/router.tsx).
 */
import { use } from 'react'
import { loadChunk } from '@/lib/chunk-reload'
import {
  guideRoute,
  sectionIds,
  topLevelRouteAt,
  topLevelRoutes,
  type AppRoute,
  type PathPrefix,
  type RoutePath,
  type SectionId,
} from './top-level-routes'

interface GuideEntry {
  path: string
  draft?: true
}

export interface SectionRoutes {
  section: SectionId
  /** The section's pages below its section page, in reading order (the sidebar's and the pager's). */
  pages: readonly AppRoute[]
  pageAt: ReadonlyMap<string, AppRoute>
}

const routeDataFiles = import.meta.glob<GuideEntry[]>('/content/routes/*.json', { import: 'default' })
const loaderOf = (section: SectionId) =>
  routeDataFiles[`/content/routes/${section}.json`] as (() => Promise<GuideEntry[]>) | undefined

/**
 * A section's routes from its route data: published guides in data order, then (only in
 * `npm run dev`) its drafts, as the whole route table orders them.
 */
export function sectionRoutes(section: SectionId, entries: readonly GuideEntry[]): SectionRoutes {
  const sectionRoute = topLevelRouteAt(`/${section}`)
  if (!sectionRoute) throw new Error(`The top-level table has no page for the section ${section}`)
  const guides = (draft: boolean) =>
    entries
      .filter((entry) => (entry.draft === true) === draft)
      .map((entry) => guideRoute<RoutePath>(section, entry.path, draft || undefined))
  const ownPages = topLevelRoutes.filter((route) => route.section === section && route !== sectionRoute)
  const pages = [...ownPages, ...guides(false), ...(import.meta.env.DEV ? guides(true) : [])]
  return { section, pages, pageAt: new Map(pages.map((route) => [route.path, route])) }
}

export type LoadedSections = Readonly<Partial<Record<SectionId, SectionRoutes>>>

// Replaced, never changed in place: it is the snapshot components subscribe to.
let loaded: LoadedSections = Object.fromEntries(
  sectionIds.filter((section) => !loaderOf(section)).map((section) => [section, sectionRoutes(section, [])]),
)
const listeners = new Set<() => void>()
const loading = new Map<SectionId, Promise<SectionRoutes>>()

export const loadedSections = (): LoadedSections => loaded

export function subscribeToSections(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Fetches a section's chunk once (a failed download is tried again on the next call). The promise
 * carries its outcome in the fields React's use() reads, as the lazy pages' do.
 */
export function loadSection(section: SectionId): Promise<SectionRoutes> {
  const ready = loaded[section]
  if (ready) return Object.assign(Promise.resolve(ready), { status: 'fulfilled', value: ready })
  const load = loaderOf(section)
  if (!load) throw new Error(`No route data for the section ${section}`)
  const pending = loading.get(section)
  if (pending) return pending
  const promise = loadChunk(load).then((entries) => {
    const routes = sectionRoutes(section, entries)
    loaded = { ...loaded, [section]: routes }
    for (const listener of listeners) listener()
    return routes
  })
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason })
      loading.delete(section)
    },
  )
  loading.set(section, promise)
  return promise
}

/** Every section's route data, for the pages that count every guide. */
export const loadEverySection = () => Promise.all(sectionIds.map(loadSection))

/**
 * A section's routes, for a page of that section: the router has them before the page renders
 * (preloadPageOf), so this does not suspend there. Section pages list their guides from here, not
 * from the whole route table, which would carry every section's guides in their scripts.
 */
export function useSectionRoutes(section: SectionId): SectionRoutes {
  return use(loadSection(section))
}

/** A section's pages below one of its group paths (or the section's own path), in reading order. */
export function pagesUnder({ pages }: SectionRoutes, prefix: PathPrefix): AppRoute[] {
  return pages.filter((route) => route.path.startsWith(`${prefix}/`))
}
