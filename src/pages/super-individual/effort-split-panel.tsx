import { ArrowRight, PieChart } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { PageLink } from '@/routes/page-link'
import { cn } from '@/lib/cn'
import { SidePanel } from '@/components/section/side-panel'
import { effortSplit, type SkillGroupId } from './effort-split'
import type { SkillsContent } from './individual-content'
import { skillGroupGuides } from './individual-links'

const barColours: Record<SkillGroupId, string> = {
  technical: 'bg-primary',
  product: 'bg-primary/70',
  marketing: 'bg-accent',
}

/** The suggested split of effort, as labelled meters inside a captioned figure. */
export function EffortSplitPanel({ split }: { split: SkillsContent['split'] }) {
  const { t } = useTranslation(['individual', 'navigation'])
  const id = useId()
  return (
    <SidePanel id="effort-split" title={split.title} icon={PieChart} className="md:col-span-2">
      <div className="grid gap-6 md:grid-cols-2">
        <figure aria-labelledby={`${id}-caption`}>
          <figcaption id={`${id}-caption`} className="text-muted-foreground">
            {split.caption}
          </figcaption>
          <div aria-hidden="true" className="mt-4 flex h-3 overflow-hidden rounded-full bg-muted">
            {effortSplit.map((item) => (
              <span
                key={item.id}
                className={cn('h-full', barColours[item.id])}
                style={{ width: `${item.value}%` }}
              />
            ))}
          </div>
          <ul className="mt-5 space-y-4">
            {effortSplit.map((item) => {
              const labelId = `${id}-${item.id}`
              const valueText = t('skills.split.valueText', { value: item.value })
              return (
                <li key={item.id}>
                  <div className="flex items-baseline justify-between gap-3">
                    <span id={labelId} className="flex items-center gap-2 font-medium">
                      <span aria-hidden="true" className={cn('size-2.5 rounded-full', barColours[item.id])} />
                      {split.labels[item.id]}
                    </span>
                    <span aria-hidden="true" className="font-semibold tabular-nums">
                      {valueText}
                    </span>
                  </div>
                  <div
                    role="meter"
                    aria-labelledby={labelId}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={item.value}
                    aria-valuetext={valueText}
                    className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-muted"
                  >
                    <div
                      className={cn('h-full rounded-full', barColours[item.id])}
                      style={{ width: `${item.value}%` }}
                    />
                  </div>
                </li>
              )
            })}
          </ul>
          <p className="mt-5 rounded-lg border border-border bg-muted/50 p-3 text-xs leading-5 text-muted-foreground">
            {split.note}
          </p>
        </figure>
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {split.linksTitle}
          </p>
          <ul className="mt-3 space-y-2">
            {effortSplit.map((item) => {
              const route = skillGroupGuides[item.id]
              return (
                <li key={item.id}>
                  <PageLink
                    to={route.path}
                    className="group flex items-center justify-between gap-3 rounded-lg border border-border bg-card px-3 py-2.5 transition-colors hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring motion-reduce:transition-none"
                  >
                    <span className="min-w-0">
                      <span className="block text-xs text-muted-foreground">{split.labels[item.id]}</span>
                      <span className="block font-medium">{t(route.titleKey, { ns: 'navigation' })}</span>
                    </span>
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 shrink-0 text-muted-foreground group-hover:text-primary"
                    />
                  </PageLink>
                </li>
              )
            })}
          </ul>
        </div>
      </div>
    </SidePanel>
  )
}
