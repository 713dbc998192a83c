import { useTranslation } from 'react-i18next'
import { guideLinkGroups } from './guide-routes'
import type { AppRoute } from './route-table'

/** Turns route-table entries into titled guide links, as often as a page needs inside its lists. */
export function useGuideLinks() {
  const { t } = useTranslation('navigation')
  return (routes: AppRoute[], grouped = false) => guideLinkGroups(routes, (key) => t(key), grouped)
}
