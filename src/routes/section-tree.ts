import type { TranslationKey } from '@/i18n/translation-keys'
import { groupLabelKey, type AppRoute } from './top-level-routes'

export { groupLabelKey } from './top-level-routes'

export interface SidebarNode {
  /** Path of the page, or of the group (groups have no page of their own). */
  path: string
  /** Key in the navigation namespace. */
  labelKey: TranslationKey<'navigation'>
  route?: AppRoute
  children: SidebarNode[]
}

/**
 * One section's sidebar tree from its section page and the pages below it, in reading order: every
 * path segment between the section and a page becomes a group, in the order the pages first mention it.
 */
export function buildSectionTree(sectionRoute: AppRoute, pages: readonly AppRoute[]): SidebarNode {
  const sectionPath = sectionRoute.path
  const root: SidebarNode = {
    path: sectionPath,
    labelKey: sectionRoute.titleKey,
    route: sectionRoute,
    children: [],
  }
  const nodes = new Map<string, SidebarNode>([[sectionPath, root]])

  for (const route of pages) {
    const segments = route.path.slice(sectionPath.length + 1).split('/')
    let parent = root
    segments.forEach((_, index) => {
      const path = `${sectionPath}/${segments.slice(0, index + 1).join('/')}`
      let node = nodes.get(path)
      if (!node) {
        const isLeaf = index === segments.length - 1
        node = { path, labelKey: isLeaf ? route.titleKey : groupLabelKey(path), children: [] }
        if (isLeaf) node.route = route
        nodes.set(path, node)
        parent.children.push(node)
      }
      parent = node
    })
  }
  return root
}

/** The group nodes of a tree (paths such as /marketing/domestic/b2b, which have no page). */
export function groupsOf(node: SidebarNode, into: SidebarNode[] = []): SidebarNode[] {
  for (const child of node.children) {
    if (!child.route) into.push(child)
    groupsOf(child, into)
  }
  return into
}
