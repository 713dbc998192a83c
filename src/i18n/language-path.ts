import { defaultLanguage, supportedLanguages, type Language } from './languages'

// Chinese, the default, keeps the plain paths; every other language lives under its own prefix, so a
// static host can serve each language its own HTML (a host ignores `?lng=`). The inline start-up
// script in index.html applies the same rule to redirect before paint: keep the two in step.
const pathPrefix: Record<Language, '' | `/${Language}`> = { zh: '', en: '/en' }

/** A language-neutral path ("/marketing", "/" or an unknown path) in a language. */
export function withLanguagePrefix(path: string, language: Language): string {
  const prefix = pathPrefix[language]
  if (!prefix) return path
  return path === '/' ? prefix : `${prefix}${path}`
}

/** "/en/marketing/" -> "en"; any path without a language prefix is Chinese. */
export function languageOfPath(pathname: string): Language {
  for (const language of supportedLanguages) {
    const prefix = pathPrefix[language]
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return language
  }
  return defaultLanguage
}

/** The path without its language prefix or trailing slash: "/en/marketing/" -> "/marketing", "/en" -> "/". */
export function pathWithoutLanguage(pathname: string): string {
  const prefix = pathPrefix[languageOfPath(pathname)]
  const bare = pathname.slice(prefix.length) || '/'
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare
}

/** The same page in another language; works for unknown paths too, so a 404 switches language in place. */
export function counterpartPath(pathname: string, language: Language): string {
  return withLanguagePrefix(pathWithoutLanguage(pathname), language)
}
