import { pathWithoutLanguage } from '@/i18n/language-path'
import { routeTable, type RoutePath } from '@/routes/route-table'
import { foldWithOffsets, type FoldedText } from './normalize'
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

// Folded once per page text, not on every key press that shows the page again.
const foldedTexts = new WeakMap<object, Map<string, FoldedText>>()
function foldedOnce(page: object, text: string): FoldedText {
  let texts = foldedTexts.get(page)
  if (!texts) foldedTexts.set(page, (texts = new Map()))
  let folded = texts.get(text)
  if (!folded) texts.set(text, (folded = foldWithOffsets(text)))
  return folded
}

/** A hit on a page of the route table, as the dialog and the search page show it, from its page's text. */
export function resultView({ hit, page }: ShownHit, to: RoutePath): ResultView {
  const { terms, partIndex } = hit
  const part = page.parts[partIndex]
  return {
    key: page.path,
    to,
    hash: part.anchor,
    title: highlight(page.title, foldedOnce(page, page.title), terms),
    section: page.section ? asRoutePath(page.section) : null,
    heading: part.heading === undefined ? null : highlight(part.heading, foldedOnce(page, part.heading), terms),
    snippet: snippet(part.text, foldedOnce(page, part.text), terms),
  }
}
