import { useTranslation } from 'react-i18next'
import { FrozenRegion } from '@/components/frozen-region'
import { PageLink } from '@/routes/page-link'
import type { RoutePath } from '@/routes/route-table'
import { changeRegion } from './changes-skeleton'
import { monthDay, type MonthGroup } from './month-groups'

/**
 * The changes of each month under its heading, each naming and linking to its guide; `kept`: the
 * entries are the build's skeleton, and each item's HTML is the prerendered one.
 */
export function ChangeList({ groups, kept }: { groups: readonly MonthGroup[]; kept: boolean }) {
  const { t } = useTranslation('changes')
  return (
    <div className="mt-8 space-y-10">
      {groups.map((group) => (
        <section key={group.month} aria-labelledby={`month-${group.month}`}>
          <h2 id={`month-${group.month}`} className="text-xl font-semibold">
            {t('month', {
              month: monthDay(group.month),
              formatParams: { month: { year: 'numeric', month: 'long' } },
            })}
          </h2>
          <ol className="mt-3 divide-y divide-border rounded-md border border-border">
            {group.entries.map((entry) => (
              <FrozenRegion
                as="li"
                key={changeRegion(entry)}
                name={changeRegion(entry)}
                className="flex flex-col gap-1 p-3 text-sm leading-6 sm:flex-row sm:gap-4"
              >
                {kept ? undefined : (
                  <>
                    <time
                      dateTime={entry.date}
                      className="shrink-0 whitespace-nowrap tabular-nums text-muted-foreground sm:w-32"
                    >
                      {t('day', {
                        date: new Date(`${entry.date}T00:00:00`),
                        formatParams: { date: { dateStyle: 'medium' } },
                      })}
                    </time>
                    <div className="min-w-0">
                      {/* The path comes from the route data the build read, so it names a routed guide. */}
                      <PageLink
                        to={entry.path as RoutePath}
                        className="font-medium text-primary hover:underline"
                      >
                        {entry.title}
                      </PageLink>
                      <p className="text-foreground">{entry.text}</p>
                    </div>
                  </>
                )}
              </FrozenRegion>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
