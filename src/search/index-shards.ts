import {
  headingField,
  textField,
  titleField,
  type IndexedPage,
  type SearchManifest,
  type SearchShard,
} from './index-format'
import { fold } from './normalize'
import { shardKeyOf, tokensOf, type Token } from './tokens'

export interface ShardedIndex {
  manifest: SearchManifest
  shards: Map<string, SearchShard>
}

/** A page's fields to index, by their number (see index-format.ts) and their text. */
export function fieldsOf(page: IndexedPage): [number, string][] {
  const fields: [number, string][] = [[titleField, page.title]]
  page.parts.forEach((part, index) => {
    if (part.heading !== undefined) fields.push([headingField(index), part.heading])
    fields.push([textField(index), part.text])
  })
  return fields
}

/**
 * Tokens a field's folded text yields beside its own: the build's pinyin (see readings.ts), with
 * initials for titles and headings. Passed in, so the pinyin library stays out of the browser.
 */
export type Readings = (folded: string, initials: boolean) => Token[]

/**
 * One page's postings: for each token, every field holding it (in field order) as the field, how
 * many times, then its offsets as gaps from the one before. Tokens in the order they first occur.
 */
export type PagePostings = Map<string, number[]>
/** The same as entries, as the build keeps them between builds (see build/src/search-index/postings-cache.ts). */
export type PostingsEntries = Iterable<readonly [string, number[]]>

/** A page's postings, with the build's pinyin when `readings` is given. */
export function pagePostings(page: IndexedPage, readings?: Readings): PagePostings {
  const postings: PagePostings = new Map()
  for (const [field, text] of fieldsOf(page)) {
    const offsets = new Map<string, number[]>()
    const folded = fold(text)
    // Text fields are even (see index-format.ts): initials only for the title and headings.
    const read = readings ? readings(folded, field % 2 === 1 || field === 0) : []
    for (const token of [...tokensOf(folded), ...read]) {
      const list = offsets.get(token.text)
      if (list) list.push(token.at)
      else offsets.set(token.text, [token.at])
    }
    for (const [token, list] of offsets) {
      let groups = postings.get(token)
      if (!groups) postings.set(token, (groups = []))
      groups.push(field, list.length)
      list.forEach((at, index) => groups.push(at - (list[index - 1] ?? 0)))
    }
  }
  return postings
}

/**
 * The index in pieces, from the pages in route-table order (the order ties keep): every token's
 * offsets in every field, grouped into shards by shardKeyOf. Runs at build time and in tests; the
 * build passes `postingsOf`, which keeps each page's postings between builds.
 */
export function shardIndex(
  pages: readonly IndexedPage[],
  readings?: Readings,
  postingsOf: (page: IndexedPage) => PostingsEntries = (page) => pagePostings(page, readings),
): ShardedIndex {
  const shards = new Map<string, SearchShard>()
  pages.forEach((page, pageIndex) => {
    for (const [token, groups] of postingsOf(page)) {
      const key = shardKeyOf(token)
      let shard = shards.get(key)
      if (!shard) shards.set(key, (shard = {}))
      // Own properties only: a token may be "constructor" or "__proto__".
      if (!Object.hasOwn(shard, token))
        Object.defineProperty(shard, token, { value: [], enumerable: true, writable: true })
      const postings = shard[token]
      for (let at = 0; at < groups.length; at += 2 + groups[at + 1]) {
        postings.push(pageIndex)
        for (let index = at; index < at + 2 + groups[at + 1]; index++) postings.push(groups[index])
      }
    }
  })
  return { manifest: { pages: pages.map((page) => page.path), shards: [...shards.keys()].sort() }, shards }
}
