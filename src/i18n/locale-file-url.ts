import type { i18n as I18n } from 'i18next'

interface BackendPath {
  loadPath?: string
  queryStringParams?: Record<string, string>
}

/**
 * The address the i18n backend loads a namespace from (its `loadPath` and its build version query),
 * for a file read without i18next: the same URL, so the same caches, and a new build's file.
 */
export function localeFileUrl(i18n: I18n, language: string, namespace: string): string {
  const { loadPath = '/locales/{{lng}}/{{ns}}.json', queryStringParams = {} } = (i18n.options.backend ??
    {}) as BackendPath
  const query = new URLSearchParams(queryStringParams).toString()
  return `${loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace)}${query ? `?${query}` : ''}`
}
