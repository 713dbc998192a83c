import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { AppRoute } from '@/routes/route-table'

/** `{page title} | {brand}`, following the route and the language. */
export function useDocumentTitle(route: AppRoute | undefined) {
  const { t, i18n } = useTranslation(['navigation', 'common'])
  const pageTitle = route ? t(route.titleKey, { ns: 'navigation' }) : t('notFound.title', { ns: 'common' })
  const brand = t('brand', { ns: 'common' })
  useEffect(() => {
    document.title = `${pageTitle} | ${brand}`
  }, [pageTitle, brand, i18n.language])
}
