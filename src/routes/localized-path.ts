import type { Language } from '@/i18n/languages'
import type { RoutePath } from './route-table'

// Both languages share one URL today. Moving English under /en (issue 10) sets its prefix here and
// changes nothing else: every internal link and redirect goes through localizedPath.
const pathPrefix: Record<Language, '' | `/${Language}`> = { zh: '', en: '' }

/** The URL of a page in a language. */
export function localizedPath(path: RoutePath, language: Language): string {
  const prefix = pathPrefix[language]
  if (!prefix) return path
  return path === '/' ? prefix : `${prefix}${path}`
}

/** The absolute URL of a page in a language, for links that leave the app (auth redirect addresses). */
export function absolutePageUrl(path: RoutePath, language: Language, origin: string): string {
  return `${origin}${localizedPath(path, language)}`
}
