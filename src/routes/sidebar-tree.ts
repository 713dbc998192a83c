import { routeAt, routeTable, sectionIds, type AppRoute, type RoutePath, type SectionId } from './route-table'
import type { TranslationKey } from '@/i18n/translation-keys'

export interface SidebarNode {
  /** Path of the page, or of the group (groups have no page of their own). */
  path: string
  /** Key in the navigation namespace. */
  labelKey: TranslationKey<'navigation'>
  route?: AppRoute
  children: SidebarNode[]
}

// Group paths are built from the table's paths; i18n:check makes sure each one has its key.
export const groupLabelKey = (path: string) => `groups.${path}` as TranslationKey<'navigation'>

/**
 * Builds one tree per guide section from the route table: every path segment between the
 * section and a page becomes a group, in the order the table first mentions it.
 */
function buildSectionTree(section: SectionId): SidebarNode {
  const sectionPath = `/${section}` as const
  const sectionRoute = routeAt(sectionPath)
  const root: SidebarNode = { path: sectionPath, labelKey: sectionRoute.titleKey, route: sectionRoute, children: [] }
  const nodes = new Map<string, SidebarNode>([[sectionPath, root]])

  for (const route of routeTable) {
    if (route.section !== section || route.path === sectionPath) continue
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

const sectionTrees = sectionIds.map((section) => ({ section, tree: buildSectionTree(section) }))
export const sidebarTree: SidebarNode[] = sectionTrees.map(({ tree }) => tree)

function collectGroups(node: SidebarNode, into: SidebarNode[]): SidebarNode[] {
  for (const child of node.children) {
    if (!child.route) into.push(child)
    collectGroups(child, into)
  }
  return into
}

/** Intermediate paths such as /marketing/domestic/b2b: they redirect to their section page. */
export const groupRedirects: { from: string; to: RoutePath }[] = sectionTrees.flatMap(({ section, tree }) =>
  collectGroups(tree, []).map((group) => ({ from: group.path, to: `/${section}` as const })),
)

/** The pages of a section in reading order (depth first), for previous/next links. */
export function sectionPagesInOrder(section: SectionId): AppRoute[] {
  return routeTable.filter((route) => route.section === section && route.path !== `/${section}`)
}
