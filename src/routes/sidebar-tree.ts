/** The sidebar trees of every section from the whole route table: for the build and for pages that list guides. */
import { routeAt, sectionIds, sectionPagesInOrder, type RoutePath } from './route-table'
import { buildSectionTree, groupsOf } from './section-tree'

export { groupLabelKey, type SidebarNode } from './section-tree'
export { sectionPagesInOrder } from './route-table'

const sectionTrees = sectionIds.map((section) => ({
  section,
  tree: buildSectionTree(routeAt(`/${section}`), sectionPagesInOrder(section)),
}))
export const sidebarTree = sectionTrees.map(({ tree }) => tree)

/** Intermediate paths such as /marketing/domestic/b2b: they redirect to their section page. */
export const groupRedirects: { from: string; to: RoutePath }[] = sectionTrees.flatMap(({ section, tree }) =>
  groupsOf(tree).map((group) => ({ from: group.path, to: `/${section}` as const })),
)
