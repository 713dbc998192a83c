/**
 * npm run i18n:check — fails, naming the keys, when the zh and en files differ in keys, when a
 * value is empty, or when code or the route table uses a key no locale file defines.
 */
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { routeTable } from '../../../src/routes/route-table'
import { sidebarTree, type SidebarNode } from '../../../src/routes/sidebar-tree'
import {
  checkKeyUses,
  compareLanguages,
  findKeyUses,
  listSourceFiles,
  readLocales,
  type KeyUse,
} from './i18n-check-core'
import { repoRoot } from '@super-individual/content/node'

const root = repoRoot
const localesDir = process.argv[2] ?? join(root, 'public', 'locales')
const sourceDir = process.argv[3] ?? join(root, 'src')

const { tree, problems } = readLocales(localesDir)
problems.push(...compareLanguages(tree))

const uses: KeyUse[] = listSourceFiles(sourceDir).flatMap((file) =>
  findKeyUses(relative(root, file), readFileSync(file, 'utf8')),
)
if (!process.argv[3]) {
  for (const route of routeTable) {
    uses.push({ where: `route table ${route.path}`, key: route.titleKey, namespaces: ['navigation'] })
    if (route.article)
      uses.push({
        where: `route table ${route.path}`,
        key: 'title',
        namespaces: [`articles/${route.article}`],
      })
  }
  const visit = (node: SidebarNode) => {
    uses.push({ where: `sidebar ${node.path}`, key: node.labelKey, namespaces: ['navigation'] })
    node.children.forEach(visit)
  }
  sidebarTree.forEach(visit)
}
problems.push(...checkKeyUses(tree, uses))

if (problems.length > 0) {
  console.error(`i18n:check found ${problems.length} problem(s):\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
const namespaces = Object.values(tree)[0] ? Object.keys(Object.values(tree)[0]).length : 0
console.log(
  `i18n:check ok: ${Object.keys(tree).length} languages, ${namespaces} namespaces, ${uses.length} key uses`,
)
