import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { toSupportedLanguage } from '@/i18n/languages'
import { localizedPath } from './localized-path'
import type { RoutePath } from './route-table'

/** localizedPath bound to the language being shown. */
export function useLocalizedPath(): (path: RoutePath) => string {
  // `common` ships in the bundle, so this never waits for a download.
  const { i18n } = useTranslation('common')
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language)
  return useCallback((path: RoutePath) => localizedPath(path, language), [language])
}
