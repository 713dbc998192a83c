import { expect } from 'vitest'
import { allResources } from '@/test/test-i18n'

export const languages = ['zh', 'en'] as const

/** A section namespace of one language, straight from public/locales (as the tests' i18n has it). */
export function localeContent(language: (typeof languages)[number], namespace: string): unknown {
  return allResources[language]?.[namespace]
}

/** Both languages list the same ids in the same order, and code has an entry for each of them. */
export function expectIdsCovered(idsByLanguage: string[][], ...maps: Record<string, unknown>[]) {
  const [first, ...others] = idsByLanguage
  for (const ids of others) expect(ids).toEqual(first)
  for (const map of maps) expect(Object.keys(map).sort()).toEqual([...first].sort())
}
