import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { sha256, writeCacheFile } from '@super-individual/content/node'
import type { IndexedPage } from '../../../src/search/index-format'
import { pagePostings, type PostingsEntries, type Readings } from '../../../src/search/index-shards'
import { repoRoot } from '@super-individual/content/node'

const repo = repoRoot

// What turns a page into postings: after a change to any of it, nothing is reused.
const postingsCode = () =>
  sha256(
    [
      'src/search/index-shards.ts',
      'src/search/tokens.ts',
      'src/search/normalize.ts',
      'build/src/search-index/pinyin-readings.ts',
      'node_modules/pinyin-pro/package.json',
    ]
      .map((file) => readFileSync(join(repo, file), 'utf8'))
      .join('\0'),
  ).slice(0, 16)

export interface PostingsCache {
  postingsOf(page: IndexedPage): PostingsEntries
  /** Pages whose postings were worked out rather than found in the cache. */
  readonly computed: number
  /** Deletes what this build did not use (pages since edited or removed, another version of the code). */
  prune(): void
}

/**
 * Each page's postings kept between builds, a file per page under `dir`/<code>/ named by the page's
 * entry as the index holds it, so any change to its text, title or path works it out again:
 * tokenizing and reading the pinyin of every page was most of the search index's time at 1,000
 * guides, and a rebuild after one edited guide needs it for that guide only. A file per page, so
 * a rebuild writes only the pages it worked out.
 */
export function openPostingsCache(dir: string, readings: Readings): PostingsCache {
  const code = postingsCode()
  const folder = join(dir, code)
  mkdirSync(folder, { recursive: true })
  const used = new Set<string>()
  let computed = 0
  return {
    postingsOf(page) {
      const key = sha256(JSON.stringify(page))
      const file = join(folder, `${key}.json`)
      used.add(`${key}.json`)
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as PostingsEntries
      } catch {
        // Not kept yet, or unreadable: worked out below.
      }
      computed += 1
      const postings = [...pagePostings(page, readings)]
      writeCacheFile(file, JSON.stringify(postings))
      return postings
    },
    get computed() {
      return computed
    },
    prune() {
      for (const name of readdirSync(dir))
        if (name !== code) rmSync(join(dir, name), { recursive: true, force: true })
      for (const name of readdirSync(folder)) if (!used.has(name)) rmSync(join(folder, name), { force: true })
    },
  }
}
