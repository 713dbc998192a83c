import { findRoute, routeTable, type AppRoute } from '@/routes/route-table'

/** The route-table entries for these paths, in this order. Throws on a path the table lacks, so a renamed route fails the tests. */
export function routesAt(paths: readonly string[]): AppRoute[] {
  return paths.map((path) => {
    const route = findRoute(path)
    if (!route) throw new Error(`The route table has no page at ${path}`)
    return route
  })
}

/** Every page below a group path such as /products-tech/ai, in route-table order. */
export function routesUnder(groupPath: string): AppRoute[] {
  const pages = routeTable.filter((route) => route.path.startsWith(`${groupPath}/`))
  if (pages.length === 0) throw new Error(`The route table has no pages under ${groupPath}`)
  return pages
}

/** The group a page sits in (/marketing/domestic/b2b for /marketing/domestic/b2b/app-stores). */
export function parentPath(route: AppRoute): string {
  return route.path.slice(0, route.path.lastIndexOf('/'))
}

/** The guides mapped to a content id, or undefined when the id has no entry (a typo in the JSON). */
export function guidesFor<T extends Record<string, unknown>>(map: T, id: string): T[keyof T] | undefined {
  return Object.hasOwn(map, id) ? map[id as keyof T] : undefined
}
