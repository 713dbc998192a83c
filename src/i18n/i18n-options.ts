import type { InitOptions } from 'i18next'
import type { CustomDetector, DetectorOptions } from 'i18next-browser-languagedetector'
import type { HttpBackendOptions } from 'i18next-http-backend'
import { languageOfPath } from './language-path'
import { defaultLanguage, supportedLanguages } from './languages'

/** Loaded before the first page renders: the frame needs them. */
export const startupNamespaces = ['common', 'navigation']

/**
 * Every page's language is in its URL (English under /en). `?lng=` and a remembered choice are
 * applied before this runs, by the start-up script in index.html, which moves the visitor to the
 * right URL; the browser's language only suggests the other version (see LanguageSuggestion).
 */
export const urlPathDetector: CustomDetector = {
  name: 'urlPath',
  lookup: () => languageOfPath(window.location.pathname),
}

export const detectionOptions: DetectorOptions = {
  order: [urlPathDetector.name],
  // Visiting an /en page is not a choice to remember: only the switcher stores one.
  caches: [],
}

export function backendOptions(buildVersion: string): HttpBackendOptions {
  return {
    loadPath: '/locales/{{lng}}/{{ns}}.json',
    // A new build asks for new URLs, so no cache can hand back the previous deploy's text.
    queryStringParams: { v: buildVersion },
  }
}

export const i18nOptions: InitOptions = {
  supportedLngs: [...supportedLanguages],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  // English files carry every key (npm run i18n:check), so English readers never need the Chinese files.
  fallbackLng: { en: [], default: [defaultLanguage] },
  ns: startupNamespaces,
  defaultNS: 'common',
  partialBundledLanguages: true,
  maxRetries: 5,
  retryTimeout: 350,
  maxParallelReads: 10,
  saveMissing: false,
  returnNull: false,
  interpolation: { escapeValue: false },
  // Re-render when a namespace arrives later (a retried article, a language switch).
  react: { useSuspense: true, bindI18nStore: 'added' },
}
