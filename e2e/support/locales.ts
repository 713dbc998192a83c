import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export const languages = ['zh', 'en'] as const
export type Language = (typeof languages)[number]

const localesDir = join(import.meta.dirname, '..', '..', 'public', 'locales')

/** Reads a locale file the way the site serves it, so tests follow any edit to the JSON. */
export function locale<T = Record<string, unknown>>(language: Language, namespace: string): T {
  return JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as T
}

export const brand = (language: Language) => locale<{ brand: string }>(language, 'common').brand

export function routeTitle(language: Language, path: string): string {
  return locale<{ titles: Record<string, string> }>(language, 'navigation').titles[path]
}

/** Where a page lives in a language: Chinese at the root, English under /en (DESIGN.md). */
export function pathIn(language: Language, path: string): string {
  if (language === 'zh' || /^https?:/.test(path)) return path
  return path === '/' ? '/en' : `/en${path}`
}
