import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ResourceLanguage } from 'i18next'

/** The guides of one language as the corpus serves them, by namespace (`articles/<id>`). */
export type ArticleNamespaces = Record<string, unknown>

/**
 * Every locale file of one language as i18next resources: { common: {...}, 'articles/x': {...} }.
 * The guides come from the corpus the build loaded once (`articles`), not from their files again.
 * Read one after the other: opening them all at once ran out of file handles at 5,000 guides
 * (10,000 files a language, in two threads at a time).
 */
export function readLanguage(
  localesDir: string,
  language: string,
  articles: ArticleNamespaces,
): ResourceLanguage {
  const root = join(localesDir, language)
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replace(/\\/g, '/'))
    .filter((file) => file.endsWith('.json') && !file.startsWith('articles/'))
  return {
    ...Object.fromEntries(
      files.map(
        (file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(root, file), 'utf8'))] as const,
      ),
    ),
    ...articles,
  }
}
