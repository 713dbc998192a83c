import { Coins, Layers, MessagesSquare, Scale, Sparkles, Zap, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageSection } from '@/components/section/page-section'
import type { OverviewContent } from './individual-content'

export const advantageIcons: Record<string, LucideIcon> = {
  speed: Zap,
  cost: Coins,
  closeness: MessagesSquare,
  assets: Layers,
}

export function OverviewAdvantages() {
  const { t } = useTranslation('individual')
  const advantages = t('overview.advantages', { returnObjects: true }) as OverviewContent['advantages']
  return (
    <PageSection id="advantages" title={advantages.title} intro={advantages.intro}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {advantages.items.map((item) => {
          const Icon = advantageIcons[item.id] ?? Sparkles
          return (
            <li key={item.id} className="rounded-card border border-border bg-card p-5 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-xl bg-linear-to-br from-primary/20 to-accent/20 text-primary"
              >
                <Icon className="size-5" />
              </span>
              <h3 className="mt-3 font-semibold">{item.title}</h3>
              <p className="mt-1.5 text-sm leading-6 text-muted-foreground">{item.text}</p>
            </li>
          )
        })}
      </ul>
      <div className="mt-6 rounded-card border border-accent/40 bg-accent/10 p-5">
        <h3 className="flex items-center gap-2 font-semibold">
          <Scale aria-hidden="true" className="size-5" />
          {advantages.tradeoffsTitle}
        </h3>
        <ul className="mt-3 space-y-2 text-sm leading-6">
          {advantages.tradeoffs.map((item) => (
            <li key={item} className="flex gap-2.5">
              <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-foreground/60" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  )
}
