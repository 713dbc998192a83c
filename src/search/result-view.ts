import { pathWithoutLanguage } from '@/i18n/language-path'
import { toSupportedLanguage, type Language } from '@/i18n/languages'
import { sectionOfPath, topLevelRouteAt, type RoutePath } from '@/routes/top-level-routes'
import { headingField, textField, titleField } from './index-format'
import type { QueryTerm } from './matcher'
import { foldWithOffsets, type FoldedText } from './normalize'
import type { SearchHit } from './rank'
import type { ShownHit } from './search-results'
import { highlight, snippet, type Segment } from './snippet'
import { wordChar } from './tokens'

/** What a result shows and where it leads. */
export interface ResultView {
  key: string
  /** The page, and its URL in its own language ("/en/…" for an English page). */
  to: RoutePath
  href: string
  hash?: string
  /** The page's language, and whether it differs from the one being shown (then it is labelled). */
  language: Language
  foreign: boolean
  title: Segment[]
  /** The guide section's path, for its name; null outside the sections. */
  section: RoutePath | null
  heading: Segment[] | null
  snippet: Segment[]
}

/**
 * The page a hit leads to: a page of the top-level table, or one below a section, which the index,
 * built with this build's route data and fetched by its version, holds only for a guide. Not the
 * whole route table: search would carry every section's guides in its scripts. Null for any other path.
 */
export function routeOf(hit: SearchHit): RoutePath | null {
  const path = pathWithoutLanguage(hit.path) as RoutePath
  return topLevelRouteAt(path) || sectionOfPath(path) ? path : null
}

// Folded once per page text, not on every key press that shows the page again.
const foldedTexts = new WeakMap<object, Map<string, FoldedText>>()
function foldedOnce(page: object, text: string): FoldedText {
  let texts = foldedTexts.get(page)
  if (!texts) foldedTexts.set(page, (texts = new Map()))
  let folded = texts.get(text)
  if (!folded) texts.set(text, (folded = foldWithOffsets(text)))
  return folded
}

/** The terms to highlight in a field: the query's, the words its typos and glossary names matched, and the characters its pinyin did. */
function termsIn(hit: SearchHit, field: number, folded: FoldedText): QueryTerm[] {
  const spans = (hit.spans.get(field) ?? []).map(([at, length]) => ({
    text: folded.folded.slice(at, at + length),
    wordStart: false,
  }))
  return [...hit.terms, ...hit.words.map((text) => ({ text, wordStart: wordChar.test(text[0]) })), ...spans]
}

// One view per hit and page: a ranking is kept (search-results.ts), so a query shown again, or
// another page text arriving, gives the same objects and the results list does not render again.
const views = new WeakMap<SearchHit, ResultView>()

/** A hit on a page of the route table, as the dialog and the search page show it, from its page's text. */
export function resultView(
  { hit, page, language }: ShownHit,
  to: RoutePath,
  shownLanguage: string,
): ResultView {
  const kept = views.get(hit)
  if (kept && kept.foreign === (language !== shownLanguage)) return kept
  const { partIndex } = hit
  const { part } = page
  // A glossary entry has no title: its heading, the term's names, is shown as the title.
  const headingTitles = page.title === '' && part.heading !== undefined
  const titleText = headingTitles ? (part.heading ?? '') : page.title
  const title = foldedOnce(page, titleText)
  const heading = part.heading === undefined || headingTitles ? null : foldedOnce(page, part.heading)
  const text = foldedOnce(page, part.text)
  const view: ResultView = {
    key: `${language}:${page.path}#${part.anchor ?? ''}`,
    to,
    href: page.path,
    hash: part.anchor,
    language: toSupportedLanguage(language),
    foreign: language !== shownLanguage,
    title: highlight(
      titleText,
      title,
      termsIn(hit, headingTitles ? headingField(partIndex) : titleField, title),
    ),
    section: (page.section && topLevelRouteAt(page.section as RoutePath)?.path) || null,
    heading:
      part.heading === undefined || heading === null
        ? null
        : highlight(part.heading, heading, termsIn(hit, headingField(partIndex), heading)),
    snippet: snippet(part.text, text, termsIn(hit, textField(partIndex), text)),
  }
  views.set(hit, view)
  return view
}
