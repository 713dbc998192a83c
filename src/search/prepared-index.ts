import type { IndexedPage, SearchIndexFile } from './index-format'
import { foldWithOffsets, type FoldedText } from './normalize'

export interface PreparedPart {
  heading: FoldedText | null
  text: FoldedText
}

/** A page with its title, headings and text folded once, when the index arrives, not per keystroke. */
export interface PreparedPage {
  page: IndexedPage
  title: FoldedText
  parts: PreparedPart[]
}

export function prepareIndex(file: SearchIndexFile): PreparedPage[] {
  return file.pages.map((page) => ({
    page,
    title: foldWithOffsets(page.title),
    parts: page.parts.map((part) => ({
      heading: part.heading === undefined ? null : foldWithOffsets(part.heading),
      text: foldWithOffsets(part.text),
    })),
  }))
}
