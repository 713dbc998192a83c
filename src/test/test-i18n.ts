import i18next, { type i18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { i18nOptions } from '@/i18n/i18n-options'

const files = import.meta.glob<Record<string, unknown>>('../../public/locales/*/**/*.json', {
  eager: true,
  import: 'default',
})

/** Every locale file, as i18next resources: { zh: { common: {...}, 'articles/x/y': {...} } }. */
export const allResources: Resource = Object.entries(files).reduce<Resource>((resources, [path, data]) => {
  const match = path.match(/public\/locales\/([^/]+)\/(.+)\.json$/)
  if (match) {
    const [, language, namespace] = match
    resources[language] = { ...resources[language], [namespace]: data }
  }
  return resources
}, {})

/** A real i18next instance with every locale file in memory (no HTTP), for component tests. */
export async function createTestI18n(language = 'zh'): Promise<i18n> {
  const instance = i18next.createInstance()
  await instance.use(initReactI18next).init({
    ...i18nOptions,
    lng: language,
    resources: allResources,
    partialBundledLanguages: false,
    ns: Object.keys(allResources.zh ?? {}),
    react: { useSuspense: false },
  })
  return instance
}
