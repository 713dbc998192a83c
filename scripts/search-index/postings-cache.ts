import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { IndexedPage } from '../../src/search/index-format'
import { pagePostings, type PagePostings, type Readings } from '../../src/search/index-shards'

const repo = join(import.meta.dirname, '..', '..')
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

// What turns a page into postings: after a change to any of it, nothing is reused.
const postingsCode = () =>
  sha256(
    [
      'src/search/index-shards.ts',
      'src/search/tokens.ts',
      'src/search/normalize.ts',
      'scripts/search-index/pinyin-readings.ts',
      'node_modules/pinyin-pro/package.json',
    ]
      .map((file) => readFileSync(join(repo, file), 'utf8'))
      .join('\0'),
  )

type Stored = { code: string; pages: Record<string, [string, number[]][]> }

export interface PostingsCache {
  postingsOf(page: IndexedPage): PagePostings
  /** Pages whose postings were worked out rather than found in the cache. */
  readonly computed: number
  /** Writes this build's pages' postings for the next build. */
  save(): void
}

/**
 * Each page's postings kept between builds, in one file per language: tokenizing and reading the
 * pinyin of every page was most of the search index's time (about 20 s at 1,000 guides), and a
 * rebuild after one edited guide needs it for that guide only. Keyed by the page's entry as the
 * index holds it, so any change to its text, title or path works it out again.
 */
export function openPostingsCache(file: string, readings: Readings): PostingsCache {
  const code = postingsCode()
  let earlier: Stored['pages'] = {}
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Stored
    if (stored.code === code) earlier = stored.pages
  } catch {
    // No cache yet, or an unreadable one: everything is worked out.
  }
  const used: Stored['pages'] = {}
  let computed = 0
  return {
    postingsOf(page) {
      const key = sha256(JSON.stringify(page))
      const kept = used[key] ?? earlier[key]
      if (kept) {
        used[key] = kept
        return new Map(kept)
      }
      computed += 1
      const postings = pagePostings(page, readings)
      used[key] = [...postings]
      return postings
    },
    get computed() {
      return computed
    },
    save() {
      mkdirSync(join(file, '..'), { recursive: true })
      // Renamed into place: a build reading it at the same time never gets half a file.
      const partial = `${file}.${process.pid}.partial`
      writeFileSync(partial, JSON.stringify({ code, pages: used } satisfies Stored))
      renameSync(partial, file)
    },
  }
}
