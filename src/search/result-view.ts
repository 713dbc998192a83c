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

const routeOf = (hit: SearchHit) => asRoutePath(pathWithoutLanguage(hit.entry.page.path))

/** False for a page the route table no longer has (an index older than the build that reads it). */
export const leadsToPage = (hit: SearchHit) => routeOf(hit) !== null

/** A hit as the dialog and the search page show it; null for a page the route table no longer has. */
export function resultView(hit: SearchHit): ResultView | null {
  const { entry, terms, partIndex } = hit
  const to = routeOf(hit)
  if (!to) return null
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
