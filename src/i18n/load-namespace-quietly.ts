import type { BackendModule, i18n as I18n } from 'i18next'

// i18next's store takes a `silent` option its type declarations leave out.
interface StoreWithOptions {
  addResourceBundle(
    language: string,
    namespace: string,
    resources: object,
    deep: boolean,
    overwrite: boolean,
    options: { silent: boolean },
  ): void
}

/**
 * Loads one namespace of another language for the one component that shows it. i18next's own
 * loading announces every bundle it adds, and on that every translated component of the page renders
 * again (react-i18next's `bindI18nStore: 'added'`): on a long guide, a whole render and layout
 * for two words of a banner.
 */
export function loadNamespaceQuietly(i18n: I18n, language: string, namespace: string): Promise<void> {
  const backend = (i18n.services.backendConnector as { backend?: BackendModule } | undefined)?.backend
  if (!backend) return Promise.reject(new Error('i18next has no backend to load translations with'))
  return new Promise((resolve, reject) => {
    backend.read(language, namespace, (error, data) => {
      if (error || typeof data !== 'object' || data === null)
        return reject(error ?? new Error(`No ${language}/${namespace} translations`))
      ;(i18n.store as unknown as StoreWithOptions).addResourceBundle(language, namespace, data, true, true, {
        silent: true,
      })
      resolve()
    })
  })
}
