import { useMemo, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router-dom'
import { pathWithoutLanguage } from '@/i18n/language-path'
import { loadedSections, subscribeToSections, type LoadedSections } from './section-routes'
import {
  sectionOfPath,
  topLevelRoutes,
  type AppRoute,
  type RoutePath,
  type SectionId,
} from './top-level-routes'

/**
 * A path as the site compares paths: decoded, without case or a trailing slash, so "/Marketing/"
 * is "/marketing". Every path of the table is fixed (no parameters), so a map finds a page at once
 * where ranking some 200 routes on every render cost the first page load about 70 ms of CPU.
 */
export function pathKey(pathname: string): string {
  let decoded = pathname
  try {
    decoded = decodeURI(pathname)
  } catch {
    // A malformed escape names no page; it is compared as it is.
  }
  return (decoded.replace(/\/+$/, '') || '/').toLowerCase()
}

const topLevelByKey = new Map(topLevelRoutes.map((route) => [route.path.toLowerCase(), route] as const))

/** A pathname as a route path of the table: no language prefix, no case, no trailing slash. */
const routeKey = (pathname: string) => pathWithoutLanguage(pathKey(pathname))

/** The section a pathname sits in ("/en/marketing/research/seo" is in marketing), with no route data. */
export const sectionOfPathname = (pathname: string): SectionId | undefined =>
  sectionOfPath(routeKey(pathname))

/**
 * The route a pathname shows, or undefined for a path that names no page, or names a guide of a
 * section whose chunk has not arrived yet (see sectionPending).
 */
export function routeOfPath(
  pathname: string,
  sections: LoadedSections = loadedSections(),
): AppRoute | undefined {
  const key = routeKey(pathname)
  const section = sectionOfPath(key)
  return topLevelByKey.get(key) ?? (section ? sections[section]?.pageAt.get(key) : undefined)
}

/** The section whose route data a pathname needs before anyone can say what it shows, if not here yet. */
export function sectionPending(
  pathname: string,
  sections: LoadedSections = loadedSections(),
): SectionId | undefined {
  const section = sectionOfPathname(pathname)
  return section && !sections[section] && !topLevelByKey.has(routeKey(pathname)) ? section : undefined
}

/** The section page a group path (/marketing/domestic: pages sit below it, none at it) redirects to. */
export function groupRedirectOf(
  pathname: string,
  sections: LoadedSections = loadedSections(),
): RoutePath | undefined {
  const key = routeKey(pathname)
  const section = sectionOfPath(key)
  const data = section && sections[section]
  return data && !data.pageAt.has(key) && data.pages.some((route) => route.path.startsWith(`${key}/`))
    ? `/${section}`
    : undefined
}

/** The sections loaded so far; a component using it renders again when one arrives. */
export function useLoadedSections(): LoadedSections {
  return useSyncExternalStore(subscribeToSections, loadedSections, loadedSections)
}

/** The route-table entry of the page being shown, or undefined on the 404 page (and while its section loads). */
export function useCurrentRoute(): AppRoute | undefined {
  const { pathname } = useLocation()
  const sections = useLoadedSections()
  return useMemo(() => routeOfPath(pathname, sections), [pathname, sections])
}
