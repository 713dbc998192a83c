import { pathWithoutLanguage } from '@/i18n/language-path'
import { routeTable, type RoutePath } from '@/routes/route-table'
import type { SearchHit } from './rank'
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
export const routeOf = (hit: SearchHit) => asRoutePath(pathWithoutLanguage(hit.entry.page.path))

/** A hit on a page of the route table, as the dialog and the search page show it. */
export function resultView(hit: SearchHit, to: RoutePath): ResultView {
  const { entry, terms, partIndex } = hit
  const part = entry.page.parts[partIndex]
  const prepared = entry.parts[partIndex]
  return {
    key: entry.page.path,
    to,
    hash: part.anchor,
    title: highlight(entry.page.title, entry.title, terms),
    section: entry.page.section ? asRoutePath(entry.page.section) : null,
    heading: part.heading && prepared.heading ? highlight(part.heading, prepared.heading, terms) : null,
    snippet: snippet(part.text, prepared.text, terms),
  }
}
