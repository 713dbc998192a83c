import { ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageLink } from '@/routes/page-link'
import { topLevelRouteAt, type AppRoute } from '@/routes/top-level-routes'

/** Home › section page › this page. Group paths are skipped: they are not pages. */
export function Breadcrumbs({ route }: { route: AppRoute }) {
  const { t } = useTranslation(['guides', 'navigation'])
  const home = topLevelRouteAt('/')
  const section = route.section ? topLevelRouteAt(`/${route.section}`) : undefined
  const trail = [home, section].filter((item): item is AppRoute => Boolean(item) && item?.path !== route.path)
  return (
    <nav aria-label={t('breadcrumbs')} className="mb-4 text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((item) => (
          <li key={item.path} className="flex items-center gap-1">
            <PageLink to={item.path} className="hover:text-primary hover:underline">
              {t(item.titleKey, { ns: 'navigation' })}
            </PageLink>
            <ChevronRight aria-hidden="true" className="size-3.5" />
          </li>
        ))}
        <li aria-current="page" className="text-foreground">
          {t(route.titleKey, { ns: 'navigation' })}
        </li>
      </ol>
    </nav>
  )
}
