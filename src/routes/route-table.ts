/**
 * The whole route table: the top-level table with every section's guides after its section page.
 * For the build and its scripts (run by tsx under Node) and for the pages that list guides of
 * several sections; the browser's entry script reads only the top-level table and a section's own
 * chunk (section-routes.ts), so that it does not grow with the corpus. src/app/page-loaders.ts
 * turns each route's `page` into a lazy loader.
 */
import { draftGuides, publishedGuides } from '@super-individual/content/guide-paths'
import {
  guideRoute,
  topLevelRoutes,
  type AppRoute,
  type GuideSection,
  type PathPrefix,
  type RoutePath,
  type SectionId,
} from './top-level-routes'

export * from './top-level-routes'

const isGuideSection = (path: string): path is `/${GuideSection}` =>
  Object.hasOwn(publishedGuides, path.slice(1))

/**
 * A section's guides from its route data (content/routes/<section>.json), all rendered by the
 * article page from their article id. Drafts join only in `npm run dev`, so a build neither routes,
 * prerenders, lists nor counts them; scripts run by tsx have no import.meta.env and see none either.
 */
function guides(section: GuideSection): AppRoute[] {
  const drafts = import.meta.env?.DEV
    ? draftGuides[section].map((subPath) => guideRoute<RoutePath>(section, subPath, true))
    : []
  return [...publishedGuides[section].map((subPath) => guideRoute<RoutePath>(section, subPath)), ...drafts]
}

export const routeTable: readonly AppRoute[] = topLevelRoutes.flatMap((route) =>
  isGuideSection(route.path) ? [route, ...guides(route.path.slice(1) as GuideSection)] : [route],
)

export const prerenderedRoutes = routeTable.filter((route) => route.prerender)
export const indexableRoutes = routeTable.filter((route) => route.indexable)

const routesByPath = new Map<string, AppRoute>(routeTable.map((route) => [route.path, route]))

/** The route at a path the type system has already checked. */
export function routeAt(path: RoutePath): AppRoute {
  const route = routesByPath.get(path)
  if (!route) throw new Error(`The route table has no page at ${path}`)
  return route
}

/** The pages of a section in reading order (depth first), for previous/next links. */
export function sectionPagesInOrder(section: SectionId): AppRoute[] {
  return routeTable.filter((route) => route.section === section && route.path !== `/${section}`)
}

/** Every page below a section or group path, in table order. */
export function routesUnder(prefix: PathPrefix): AppRoute[] {
  return routeTable.filter((route) => route.path.startsWith(`${prefix}/`))
}
