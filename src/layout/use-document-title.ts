import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import type { AppRoute } from '@/routes/route-table'

/** `{page title} | {brand}`; the 404 page's title when no route matched. Also the prerendered <title>. */
export function documentTitle(t: TFunction<['navigation', 'common']>, route: AppRoute | undefined): string {
  const pageTitle = route ? t(route.titleKey, { ns: 'navigation' }) : t('notFound.title', { ns: 'common' })
  return `${pageTitle} | ${t('brand', { ns: 'common' })}`
}

/** Keeps the tab's title on the page being shown, in the language being shown (the last one while the next page's route is `pending`). */
export function useDocumentTitle(route: AppRoute | undefined, pending = false) {
  const { t } = useTranslation(['navigation', 'common'])
  const title = documentTitle(t, route)
  useEffect(() => {
    if (!pending) document.title = title
  }, [title, pending])
}
