import { ArrowLeft, ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cardVariants } from '@/components/ui/card'
import { PageLink } from '@/routes/page-link'
import type { AppRoute } from '@/routes/top-level-routes'
import { useLoadedSections } from '@/routes/use-current-route'

/** Previous and next pages within the same guide section. */
export function Pager({ route }: { route: AppRoute }) {
  const { t } = useTranslation(['guides', 'navigation'])
  // A page renders once its section's route data is here (src/app/router.tsx).
  const sections = useLoadedSections()
  const pages = route.section ? sections[route.section]?.pages : undefined
  if (!pages) return null
  const index = pages.findIndex((item) => item.path === route.path)
  const previous = index > 0 ? pages[index - 1] : undefined
  const next = index >= 0 && index < pages.length - 1 ? pages[index + 1] : undefined
  return (
    <nav aria-label={t('pager')} className="mt-12 grid gap-3 border-t border-border pt-6 sm:grid-cols-2">
      {previous && (
        <PageLink
          to={previous.path}
          rel="prev"
          className={cardVariants({ tone: 'plain', padding: 'sm', className: 'group hover:border-primary' })}
        >
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <ArrowLeft aria-hidden="true" className="size-3.5" />
            {t('previous')}
          </span>
          <span className="mt-1 block font-medium group-hover:text-primary">
            {t(previous.titleKey, { ns: 'navigation' })}
          </span>
        </PageLink>
      )}
      {next && (
        <PageLink
          to={next.path}
          rel="next"
          className={cardVariants({
            tone: 'plain',
            padding: 'sm',
            className: 'group text-right hover:border-primary sm:col-start-2',
          })}
        >
          <span className="flex items-center justify-end gap-1 text-xs text-muted-foreground">
            {t('next')}
            <ArrowRight aria-hidden="true" className="size-3.5" />
          </span>
          <span className="mt-1 block font-medium group-hover:text-primary">
            {t(next.titleKey, { ns: 'navigation' })}
          </span>
        </PageLink>
      )}
    </nav>
  )
}
