/** The sidebar trees of every section from the whole route table: for the build and for pages that list guides. */
import { routeAt, routeTable, sectionIds, type AppRoute, type RoutePath, type SectionId } from './route-table'
import { buildSectionTree, groupsOf } from './section-tree'

export { groupLabelKey, type SidebarNode } from './section-tree'

/** The pages of a section in reading order (depth first), for previous/next links. */
export function sectionPagesInOrder(section: SectionId): AppRoute[] {
  return routeTable.filter((route) => route.section === section && route.path !== `/${section}`)
}

const sectionTrees = sectionIds.map((section) => ({ section, tree: buildSectionTree(routeAt(`/${section}`), sectionPagesInOrder(section)) }))
export const sidebarTree = sectionTrees.map(({ tree }) => tree)

/** Intermediate paths such as /marketing/domestic/b2b: they redirect to their section page. */
export const groupRedirects: { from: string; to: RoutePath }[] = sectionTrees.flatMap(({ section, tree }) =>
  groupsOf(tree).map((group) => ({ from: group.path, to: `/${section}` as const })),
)
