/**
 * The search index file, one per language (dist/search-index/{lng}.json), written at build time by
 * scripts/search-index from the same JSON the pages render.
 */
export interface SearchIndexFile {
  language: string
  pages: IndexedPage[]
}

export interface IndexedPage {
  /** The page's path in the file's language ("/en/marketing/research/seo"). */
  path: string
  title: string
  /** The guide section's path ("/marketing"), or null for pages outside the sections. */
  section: string | null
  /** The page's text in reading order: the intro first (no heading), then one part per section. */
  parts: IndexedPart[]
}

export interface IndexedPart {
  heading?: string
  /** The id of the section's element on the page, where the page has one ("section-3"). */
  anchor?: string
  text: string
}

/** Where the browser fetches a language's index; the build version keeps caches from mixing builds. */
export function searchIndexUrl(language: string, version: string): string {
  return `/search-index/${language}.json?v=${encodeURIComponent(version)}`
}
