import type { Resource } from 'i18next'

export const shellTranslationsId = 'shell-translations'

/**
 * `common` in every language, written into the app shell (index.html) by the build and by the dev
 * server (vite.config.ts), so the loading and error screens speak before any JSON arrives. It used
 * to ship inside the bundle, which cost every page 2.3 KB gzip of script although a prerendered page
 * already carries its own language's `common` (src/i18n/inlined-translations.ts).
 */
export function shellTranslationsElement(commonByLanguage: Record<string, unknown>): string {
  // "<" is escaped so no text an editor writes can close the element early.
  const json = JSON.stringify(commonByLanguage).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${shellTranslationsId}">${json}</script>`
}

/** The shell's `common` as i18next resources, or undefined for a prerendered page (or a broken block). */
export function readShellTranslations(doc: Document): Resource | undefined {
  const text = doc.getElementById(shellTranslationsId)?.textContent
  if (!text) return undefined
  try {
    const data = JSON.parse(text) as Record<string, unknown>
    const resources: Resource = {}
    // No import of the language list: vite.config.ts loads this module too (through the plugin).
    for (const [language, common] of Object.entries(data)) {
      if (typeof common === 'object' && common !== null) resources[language] = { common: common as Record<string, unknown> }
    }
    return resources
  } catch (error) {
    console.error('The page carries unreadable translations; loading them instead', error)
    return undefined
  }
}
