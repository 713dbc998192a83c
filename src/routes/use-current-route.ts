import { useMemo } from 'react'
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom'
import { supportedLanguages } from '@/i18n/languages'
import { localizedPath } from './localized-path'
import { routeTable, type AppRoute } from './route-table'

// Matched by the router's own rules (no case, optional trailing slash), so this agrees with what it renders.
const pageRoutes: RouteObject[] = supportedLanguages.flatMap((language) =>
  routeTable.map((route): RouteObject => ({ path: localizedPath(route.path, language), handle: route })),
)

/** The route-table entry a pathname shows, or undefined for a path that names no page. */
export function routeOfPath(pathname: string): AppRoute | undefined {
  return matchRoutes(pageRoutes, pathname)?.[0]?.route.handle as AppRoute | undefined
}

/** The route-table entry of the page being shown, or undefined on the 404 page. */
export function useCurrentRoute(): AppRoute | undefined {
  const { pathname } = useLocation()
  return useMemo(() => routeOfPath(pathname), [pathname])
}
