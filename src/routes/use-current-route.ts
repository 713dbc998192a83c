import { useMatches } from 'react-router-dom'
import type { AppRoute } from './route-table'

/** What the router keeps on each page's route. */
export interface RouteHandle {
  route?: AppRoute
}

/** The route-table entry of the page being shown, or undefined on the 404 page. */
export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index].handle as RouteHandle | undefined
    if (handle?.route) return handle.route
  }
  return undefined
}
