import { groupLabelKey, knownRouteAt, type AppRoute, type RoutePath } from './top-level-routes'
import type { TranslationKey } from '@/i18n/translation-keys'

/**
 * The routes at these paths, in this order; a path the route data lacks is a type error. Built from
 * the paths alone, so a page that links a few guides does not load the whole route table.
 */
export function routesAt(paths: readonly RoutePath[]): AppRoute[] {
  return paths.map(knownRouteAt)
}

/** The group a page sits in (/marketing/domestic/b2b for /marketing/domestic/b2b/app-stores). */
export function parentPath(route: AppRoute): string {
  return route.path.slice(0, route.path.lastIndexOf('/'))
}

/** The guides mapped to a content id, or undefined when the id has no entry (a typo in the JSON). */
export function guidesFor<T extends Record<string, unknown>>(map: T, id: string): T[keyof T] | undefined {
  return Object.hasOwn(map, id) ? map[id as keyof T] : undefined
}

/**
 * Guide links titled like the sidebar: one plain list, or (`grouped`) one list per sidebar group
 * labelled with the group's name. A page straight below its section page has no group of its own.
 */
export function guideLinkGroups(
  routes: AppRoute[],
  translate: (key: TranslationKey<'navigation'>) => string,
  grouped = false,
) {
  const links = (members: AppRoute[]) =>
    members.map((route) => ({ path: route.path, title: translate(route.titleKey) }))
  if (!grouped) return [{ key: '', links: links(routes) }]
  const groups = new Map<string, AppRoute[]>()
  for (const route of routes) {
    const parent = parentPath(route)
    groups.set(parent, [...(groups.get(parent) ?? []), route])
  }
  return [...groups].map(([path, members]) => ({
    key: path,
    label: path.split('/').length > 2 ? translate(groupLabelKey(path)) : undefined,
    links: links(members),
  }))
}
