import { supportedLanguages, type Language } from './languages'

/** The translations a prerendered page used, written into its HTML so hydration needs no request. */
export interface InlinedTranslations {
  language: Language
  namespaces: Record<string, Record<string, unknown>>
}

export const inlinedTranslationsId = 'page-translations'

/**
 * A JSON block, not an inline script: a Content-Security-Policy without 'unsafe-inline' allows it,
 * and "<" is escaped so no text an editor writes can close the element early.
 */
export function inlinedTranslationsElement(data: InlinedTranslations): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${inlinedTranslationsId}">${json}</script>`
}

/** The page's inlined translations, or undefined for the unrendered app shell (or a broken block). */
export function readInlinedTranslations(doc: Document): InlinedTranslations | undefined {
  const text = doc.getElementById(inlinedTranslationsId)?.textContent
  if (!text) return undefined
  try {
    const data = JSON.parse(text) as Partial<InlinedTranslations>
    const languageOk = supportedLanguages.some((language) => language === data.language)
    if (!languageOk || typeof data.namespaces !== 'object' || data.namespaces === null) return undefined
    return data as InlinedTranslations
  } catch (error) {
    console.error('The page carries unreadable translations; loading them instead', error)
    return undefined
  }
}
