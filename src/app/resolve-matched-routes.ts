import { matchRoutes, type RouteObject } from 'react-router-dom'

/**
 * Loads the lazy routes a URL matches and folds them into the route objects, before the router is
 * created. Hydration then renders the page at once, the same markup as the prerendered HTML;
 * otherwise the router would paint its HydrateFallback over it first.
 */
export async function resolveMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, loaded, { lazy: undefined })
    }),
  )
}
