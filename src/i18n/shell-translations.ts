export const shellTranslationsId = 'shell-translations'

/**
 * A JSON block, not an inline script: a Content-Security-Policy without 'unsafe-inline' allows it,
 * and "<" is escaped so no text an editor writes can close the element early.
 * No imports here: vite.config.ts loads this module too (through build/src/vite/shell-translations-plugin.ts).
 */
export function jsonScriptElement(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`
}

/**
 * `common` in every language, written into the app shell (index.html) by the build and by the dev
 * server, so the loading and error screens speak before any JSON arrives. It used to ship inside the
 * bundle, which cost every page 2.3 KB gzip of script although a prerendered page already carries its
 * own language's `common`. The browser reads it with readShellTranslations (inlined-translations.ts).
 */
export function shellTranslationsElement(commonByLanguage: Record<string, unknown>): string {
  return jsonScriptElement(shellTranslationsId, commonByLanguage)
}
