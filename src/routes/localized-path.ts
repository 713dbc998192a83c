import { withLanguagePrefix } from '@/i18n/language-path'
import type { Language } from '@/i18n/languages'
import type { RoutePath } from './route-table'

/** The URL of a page in a language: a path that names no page is a type error. */
export function localizedPath(path: RoutePath, language: Language): string {
  return withLanguagePrefix(path, language)
}

/** The absolute URL of a page in a language, for links that leave the app (auth redirect addresses). */
export function absolutePageUrl(path: RoutePath, language: Language, origin: string): string {
  return `${origin}${localizedPath(path, language)}`
}
