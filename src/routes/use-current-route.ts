import { useMemo } from 'react'
import { useLocation } from 'react-router-dom'
import { supportedLanguages } from '@/i18n/languages'
import { localizedPath } from './localized-path'
import { routeTable, type AppRoute } from './route-table'

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

const routesByPath = new Map(
  supportedLanguages.flatMap((language) => routeTable.map((route) => [pathKey(localizedPath(route.path, language)), route] as const)),
)

/** The route-table entry a pathname shows, or undefined for a path that names no page. */
export function routeOfPath(pathname: string): AppRoute | undefined {
  return routesByPath.get(pathKey(pathname))
}

/** The route-table entry of the page being shown, or undefined on the 404 page. */
export function useCurrentRoute(): AppRoute | undefined {
  const { pathname } = useLocation()
  return useMemo(() => routeOfPath(pathname), [pathname])
}
