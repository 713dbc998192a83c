import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { LanguageResources } from './locale-text'
import { repoRoot } from '@super-individual/content/node'

/** The real locale namespaces the machine-readable files read, for tests. */
export function localeResources(language: 'zh' | 'en'): LanguageResources {
  const read = (name: string) =>
    JSON.parse(readFileSync(join(repoRoot, 'public', 'locales', language, `${name}.json`), 'utf8'))
  return {
    common: read('common'),
    navigation: read('navigation'),
    'machine-readable': read('machine-readable'),
  }
}
