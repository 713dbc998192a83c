import i18next, { type i18n } from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import HttpBackend from 'i18next-http-backend'
import { initReactI18next } from 'react-i18next'
import { backendOptions, detectionOptions, i18nOptions, startupNamespaces } from './i18n-options'
import { toSupportedLanguage } from './languages'

/**
 * Starts the browser's i18next instance. Called once from the browser entry, never at module load,
 * so that anything a page imports stays renderable outside a browser.
 */
export function startI18n(buildVersion: string): { instance: i18n; ready: Promise<void> } {
  const instance = i18next.createInstance()
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = toSupportedLanguage(language)
  })
  const ready = instance
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({ ...i18nOptions, detection: detectionOptions, backend: backendOptions(buildVersion) })
    .then(() => {
      // i18next resolves init even when a namespace failed after all its retries.
      const language = instance.resolvedLanguage ?? instance.language
      const missing = startupNamespaces.filter((namespace) => !instance.hasResourceBundle(language, namespace))
      if (missing.length > 0) throw new Error(`Translations failed to load: ${missing.join(', ')}`)
    })
  return { instance, ready }
}
