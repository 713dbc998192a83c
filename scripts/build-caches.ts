import { createHash } from 'node:crypto'
import { resolve } from 'node:path'

/** What the build keeps between runs in node_modules/.cache, so a rebuild redoes only what changed. */
const kinds = ['prerender-pages', 'glossary-matches', 'search-postings', 'search-pieces'] as const
export type BuildCache = (typeof kinds)[number]

/**
 * One folder per kind and output folder: builds of other checkouts or folders (the e2e build, a
 * bench copy sharing node_modules) run at the same time and would otherwise replace each other's.
 */
export const buildCacheDir = (kind: BuildCache, outDir: string) =>
  resolve('node_modules', '.cache', kind, createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 16))

/** Every cache a build into `outDir` keeps: what a throwaway build (a bench copy) removes after itself. */
export const buildCacheDirs = (outDir: string) => kinds.map((kind) => buildCacheDir(kind, outDir))
