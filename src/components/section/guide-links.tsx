import { ArrowRight, CircleCheck } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { PageLink } from '@/routes/page-link'
import type { RoutePath } from '@/routes/route-table'
import { cn } from '@/lib/cn'
import { useGuideMarks } from './guide-marks'
import { UpdatedMark } from './updated-mark'

export interface GuideLinkGroup {
  key: string
  /** A sidebar group's name (domestic B2B, overseas B2C...); none for a single plain list. */
  label?: string
  links: { path: RoutePath; title: string }[]
}

interface GuideLinksProps {
  title: string
  groups: GuideLinkGroup[]
  columns?: 'two' | 'one'
  /** Without the tinted box, for places that are already boxed. */
  plain?: boolean
  className?: string
}

const columnClasses = { two: 'sm:grid-cols-2', one: 'grid-cols-1' }

/** Links to guide pages, in labelled groups when the groups have labels. */
export function GuideLinks({ title, groups, columns = 'two', plain = false, className }: GuideLinksProps) {
  const titleId = useId()
  const { t } = useTranslation('navigation')
  const { isCompleted, isUpdated } = useGuideMarks()
  return (
    <div className={cn(!plain && 'rounded-xl bg-muted/60 p-4', className)}>
      <p id={titleId} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </p>
      <div className="mt-3 space-y-3">
        {groups.map((group, index) => (
          <div key={group.key}>
            {group.label && (
              <p id={`${titleId}-${index}`} className="mb-1.5 text-xs font-medium text-muted-foreground">
                {group.label}
              </p>
            )}
            <ul
              aria-labelledby={group.label ? `${titleId} ${titleId}-${index}` : titleId}
              className={cn('grid gap-2', columnClasses[columns])}
            >
              {group.links.map((link) => (
                <li key={link.path}>
                  <PageLink
                    to={link.path}
                    className="group relative flex h-full items-center justify-between gap-2 rounded-lg border border-border bg-card px-3 py-2 text-sm font-medium transition-colors hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring motion-reduce:transition-none"
                  >
                    <span className="min-w-0">
                      {link.title}
                      {isCompleted(link.path) && (
                        <>
                          <CircleCheck
                            aria-hidden="true"
                            className="ml-1.5 inline size-3.5 align-[-2px] text-primary"
                          />
                          <span className="sr-only"> ({t('sidebar.completed')})</span>
                        </>
                      )}
                    </span>
                    {isUpdated(link.path) && <UpdatedMark placement="tab" />}
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
