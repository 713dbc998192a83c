import { pathWithoutLanguage } from '@/i18n/language-path'
import { routeTable, type RoutePath } from '@/routes/route-table'
import { foldWithOffsets } from './normalize'
import type { SearchHit } from './rank'
import type { ShownHit } from './search-results'
import { highlight, snippet, type Segment } from './snippet'

/** What a result shows and where it leads. */
export interface ResultView {
  key: string
  to: RoutePath
  hash?: string
  title: Segment[]
  /** The guide section's path, for its name; null outside the sections. */
  section: RoutePath | null
  heading: Segment[] | null
  snippet: Segment[]
}

const paths = new Set<string>(routeTable.map((route) => route.path))
const asRoutePath = (path: string) => (paths.has(path) ? (path as RoutePath) : null)

/** The page a hit leads to; null for a page the route table no longer has (an index older than the build reading it). */
export const routeOf = (hit: SearchHit) => asRoutePath(pathWithoutLanguage(hit.path))

/** A hit on a page of the route table, as the dialog and the search page show it, from its page's text. */
export function resultView({ hit, page }: ShownHit, to: RoutePath): ResultView {
  const { terms, partIndex } = hit
  const part = page.parts[partIndex]
  return {
    key: page.path,
    to,
    hash: part.anchor,
    title: highlight(page.title, foldWithOffsets(page.title), terms),
    section: page.section ? asRoutePath(page.section) : null,
    heading: part.heading === undefined ? null : highlight(part.heading, foldWithOffsets(part.heading), terms),
    snippet: snippet(part.text, foldWithOffsets(part.text), terms),
  }
}
