import { ArrowRight } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { PageLink } from '@/routes/page-link'
import { cn } from '@/lib/cn'
import type { AppRoute } from '@/routes/route-table'
import { groupLabelKey } from '@/routes/sidebar-tree'
import { parentPath } from './guide-routes'

interface GuideLinksProps {
  title: string
  routes: AppRoute[]
  /** Label the links by their sidebar group (domestic B2B, overseas B2C...). */
  grouped?: boolean
  columns?: 'two' | 'one'
  /** Without the tinted box, for places that are already boxed. */
  plain?: boolean
  className?: string
}

const columnClasses = { two: 'sm:grid-cols-2', one: 'grid-cols-1' }

/** Links to guide pages, titled from the navigation namespace like the sidebar. */
export function GuideLinks({
  title,
  routes,
  grouped = false,
  columns = 'two',
  plain = false,
  className,
}: GuideLinksProps) {
  const { t } = useTranslation('navigation')
  const titleId = useId()
  const groups = grouped ? groupByParent(routes) : [{ path: '', routes }]
  return (
    <div className={cn(!plain && 'rounded-xl bg-muted/60 p-4', className)}>
      <p id={titleId} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </p>
      <div className="mt-3 space-y-3">
        {groups.map((group, index) => (
          <div key={group.path}>
            {group.label && (
              <p id={`${titleId}-${index}`} className="mb-1.5 text-xs font-medium text-muted-foreground">
                {t(group.label)}
              </p>
            )}
            <ul
              aria-labelledby={group.label ? `${titleId} ${titleId}-${index}` : titleId}
              className={cn('grid gap-2', columnClasses[columns])}
            >
              {group.routes.map((route) => (
                <li key={route.path}>
                  <PageLink
                    to={route.path}
                    className="group flex h-full items-center justify-between gap-2 rounded-lg border border-border bg-card px-3 py-2 text-sm font-medium transition-colors hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring motion-reduce:transition-none"
                  >
                    <span className="min-w-0">{t(route.titleKey)}</span>
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary motion-reduce:transition-none"
                    />
                  </PageLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  )
}

function groupByParent(routes: AppRoute[]): { path: string; label?: string; routes: AppRoute[] }[] {
  const groups = new Map<string, AppRoute[]>()
  for (const route of routes) {
    const parent = parentPath(route)
    groups.set(parent, [...(groups.get(parent) ?? []), route])
  }
  return [...groups].map(([path, members]) => ({
    path,
    // A page straight below its section page has no group of its own.
    label: path.split('/').length > 2 ? groupLabelKey(path) : undefined,
    routes: members,
  }))
}
