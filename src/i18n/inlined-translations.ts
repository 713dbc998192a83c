import type { Resource } from 'i18next'
import type { FormattedValues } from './formatted-values'
import { supportedLanguages, type Language } from './languages'
import { jsonScriptElement, shellTranslationsId } from './shell-translations'

/** The translations a prerendered page used, written into its HTML so hydration needs no request. */
export interface InlinedTranslations {
  language: Language
  namespaces: Record<string, Record<string, unknown>>
  /** Its dates, lists, numbers and relative times as the build formatted them (src/i18n/formatted-values.ts); absent when it has none. */
  formatted?: FormattedValues
}

export const inlinedTranslationsId = 'page-translations'

export function inlinedTranslationsElement(data: InlinedTranslations): string {
  return jsonScriptElement(inlinedTranslationsId, data)
}

/** The JSON of a block the build wrote into the page, or undefined when it is absent or broken. */
function readJsonBlock(doc: Document, id: string): unknown {
  const text = doc.getElementById(id)?.textContent
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    console.error('The page carries unreadable translations; loading them instead', error)
    return undefined
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The page's inlined translations, or undefined for the unrendered app shell (or a broken block). */
export function readInlinedTranslations(doc: Document): InlinedTranslations | undefined {
  const data = readJsonBlock(doc, inlinedTranslationsId)
  if (!isObject(data)) return undefined
  const languageOk = supportedLanguages.some((language) => language === data.language)
  // `formatted` is read value by value (formatValuesWith takes only text).
  return languageOk && isObject(data.namespaces) ? (data as unknown as InlinedTranslations) : undefined
}

/** The shell's `common` in every language as i18next resources, or undefined for a prerendered page. */
export function readShellTranslations(doc: Document): Resource | undefined {
  const data = readJsonBlock(doc, shellTranslationsId)
  if (!isObject(data)) return undefined
  const resources: Resource = {}
  for (const language of supportedLanguages) {
    const common = data[language]
    if (isObject(common)) resources[language] = { common }
  }
  return resources
}
