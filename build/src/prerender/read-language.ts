import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ResourceLanguage } from 'i18next'

/**
 * Every locale file of one language as i18next resources: { common: {...}, 'articles/x': {...} }.
 * Read one after the other: opening them all at once ran out of file handles at 5,000 guides
 * (10,000 files a language, in two threads at a time).
 */
export function readLanguage(localesDir: string, language: string): ResourceLanguage {
  const root = join(localesDir, language)
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.json'),
  )
  return Object.fromEntries(
    files.map(
      (file) =>
        [
          file.replace(/\\/g, '/').replace(/\.json$/, ''),
          JSON.parse(readFileSync(join(root, file), 'utf8')),
        ] as const,
    ),
  )
}
