import i18next, { type i18n, type Resource } from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import {
  backendOptions,
  detectionOptions,
  i18nOptions,
  startupNamespaces,
  urlPathDetector,
} from './i18n-options'
import { formatValuesWith } from './formatted-values'
import type { InlinedTranslations } from './inlined-translations'
import { LazyHttpBackend } from './lazy-http-backend'
import { toSupportedLanguage } from './languages'

export interface StartedI18n {
  instance: i18n
  /** Start-up translations still on their way; undefined when the page brought them inline. */
  ready?: Promise<void>
}

/**
 * Starts the browser's i18next instance. Called once from the browser entry, never at module load,
 * so that anything a page imports stays renderable outside a browser. A prerendered page hands in
 * the translations it was rendered with: the instance is then complete before the first render,
 * which hydration needs to produce the same markup as the HTML.
 */
export function startI18n(
  buildVersion: string,
  { inlined, shell }: { inlined?: InlinedTranslations; shell?: Resource },
): StartedI18n {
  const instance = i18next.createInstance()
  instance.on('languageChanged', (language) => {
    const lang = toSupportedLanguage(language)
    // Chromium recalculates every element's style on any write to <html lang>, even of the value
    // the prerendered page already carries: on every page that was a second full style pass at start-up.
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang
  })
  const detector = new LanguageDetector()
  detector.addDetector(urlPathDetector)
  // The app shell brings `common` in every language (src/i18n/shell-translations.ts); a prerendered
  // page brings what it was rendered with, `common` of its language included.
  const resources: Resource = { ...shell }
  if (inlined) resources[inlined.language] = { ...resources[inlined.language], ...inlined.namespaces }
  const namespaces = inlined
    ? [...new Set([...startupNamespaces, ...Object.keys(inlined.namespaces)])]
    : startupNamespaces
  const initialised = instance
    .use(LazyHttpBackend)
    .use(detector)
    .use(initReactI18next)
    .init({
      ...i18nOptions,
      resources,
      ns: namespaces,
      detection: detectionOptions,
      backend: backendOptions(buildVersion),
    })
  formatValuesWith(instance, { known: inlined?.formatted })
  if (inlined) return { instance }
  const ready = initialised.then(() => {
    // i18next resolves init even when a namespace failed after all its retries.
    const language = instance.resolvedLanguage ?? instance.language
    const missing = startupNamespaces.filter((namespace) => !instance.hasResourceBundle(language, namespace))
    if (missing.length > 0) throw new Error(`Translations failed to load: ${missing.join(', ')}`)
  })
  return { instance, ready }
}
