import { useCallback } from 'react'
import { useActiveLanguage } from '@/i18n/use-active-language'
import { localizedPath } from './localized-path'
import type { RoutePath } from './route-table'

/** localizedPath bound to the language being shown. */
export function useLocalizedPath(): (path: RoutePath) => string {
  const { active } = useActiveLanguage()
  return useCallback((path: RoutePath) => localizedPath(path, active), [active])
}
