/**
 * The search index, written at build time by build/src/search-index from the same JSON the pages
 * render, in pieces under dist/search-index/{lng}/ so that a query fetches only what it needs:
 * - manifest.json: the pages' paths (in route-table order) and the keys of the shards that exist;
 * - shards/{key}.json: the positions of every token whose shard key is `key` (see tokens.ts);
 * - pages/{n}-{p}.json: page n's title, section and part p (its heading, anchor and text),
 *   fetched only for the results shown, each of which shows one part;
 * and, for both languages, traditional.json: the traditional characters a query may hold, and
 * glossary-pairs.json: the glossary's names (see src/search/glossary-pairs.ts).
 * Chinese characters also have their pinyin indexed (see readings.ts).
 */
export interface SearchManifest {
  /** Page n's path in the index's language ("/en/marketing/research/seo"). */
  pages: string[]
  shards: string[]
}

/**
 * Token to postings, flat to keep the JSON small: for each field holding the token, the page's
 * number, the field (see fieldOf), how many times, then its offsets as gaps from the one before.
 */
export type SearchShard = Record<string, number[]>

/** A page's fields: its title is 0, then part n's heading 2n + 1 and its text 2n + 2. */
export const titleField = 0
export const headingField = (part: number) => 2 * part + 1
export const textField = (part: number) => 2 * part + 2

export interface IndexedPage {
  /** The page's path in the file's language ("/en/marketing/research/seo"). */
  path: string
  /** Empty for a glossary entry, which its part's heading (the term's names) titles. */
  title: string
  /** The guide section's path ("/marketing"), "/glossary" for a glossary entry, or null for other pages. */
  section: string | null
  /** The page's text in reading order: the intro first (no heading), then one part per section. */
  parts: IndexedPart[]
}

/** What a result shows of its page: the title, the section and the part it leads to. */
export interface IndexedPagePart {
  path: string
  title: string
  section: string | null
  part: IndexedPart
}

/** A page's files, one per part. */
export const pageParts = ({ parts, ...page }: IndexedPage): IndexedPagePart[] =>
  parts.map((part) => ({ ...page, part }))

export interface IndexedPart {
  heading?: string
  /** The id of the section's element on the page, where the page has one ("section-3"). */
  anchor?: string
  text: string
}

// In hex: a shard key may be a Chinese character or punctuation ("/", "."), not a safe file name.
export const shardFileName = (key: string) =>
  [...key].map((char) => char.codePointAt(0)?.toString(16)).join('-')

const withVersion = (path: string, version: string) => `${path}?v=${encodeURIComponent(version)}`

/** Where the browser fetches each piece; the build version keeps caches from mixing builds. */
export const searchIndexUrls = (language: string, version: string) => ({
  /** Traditional characters and their simplified forms, for both languages (see query-terms.ts). */
  traditional: withVersion('/search-index/traditional.json', version),
  /** The glossary's names in both languages, searched for each other (see glossary-pairs.ts). */
  glossary: withVersion('/search-index/glossary-pairs.json', version),
  manifest: withVersion(`/search-index/${language}/manifest.json`, version),
  shard: (key: string) => withVersion(`/search-index/${language}/shards/${shardFileName(key)}.json`, version),
  page: (index: number, part: number) =>
    withVersion(`/search-index/${language}/pages/${index}-${part}.json`, version),
})
