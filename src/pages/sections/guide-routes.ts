import { routeAt, type AppRoute, type RoutePath } from '@/routes/route-table'

export { routesUnder } from '@/routes/route-table'

/** The route-table entries for these paths, in this order; a path the table lacks is a type error. */
export function routesAt(paths: readonly RoutePath[]): AppRoute[] {
  return paths.map(routeAt)
}

/** The group a page sits in (/marketing/domestic/b2b for /marketing/domestic/b2b/app-stores). */
export function parentPath(route: AppRoute): string {
  return route.path.slice(0, route.path.lastIndexOf('/'))
}

/** The guides mapped to a content id, or undefined when the id has no entry (a typo in the JSON). */
export function guidesFor<T extends Record<string, unknown>>(map: T, id: string): T[keyof T] | undefined {
  return Object.hasOwn(map, id) ? map[id as keyof T] : undefined
}
