import { createHash } from 'node:crypto'
import { renameSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** What the build keeps between runs in node_modules/.cache, so a rebuild redoes only what changed. */
const kinds = ['prerender-pages', 'glossary-matches', 'search-postings', 'search-pieces'] as const
export type BuildCache = (typeof kinds)[number]

/** The key every cache files its entries by. */
export const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('hex')

/**
 * One folder per kind and output folder: builds of other checkouts or folders (the e2e build, a
 * bench copy sharing node_modules) run at the same time and would otherwise replace each other's.
 */
export const buildCacheDir = (kind: BuildCache, outDir: string) =>
  resolve('node_modules', '.cache', kind, sha256(resolve(outDir)).slice(0, 16))

/** Every cache a build into `outDir` keeps: what a throwaway build (a bench copy) removes after itself. */
export const buildCacheDirs = (outDir: string) => kinds.map((kind) => buildCacheDir(kind, outDir))

/** Writes a cache file under another name, then renames it: a build reading it at the same time never gets half a file. */
export function writeCacheFile(file: string, content: string) {
  const partial = `${file}.${process.pid}.partial`
  writeFileSync(partial, content)
  renameSync(partial, file)
}
