import { Coins, Layers, MessagesSquare, Scale, Sparkles, Zap, type LucideIcon } from 'lucide-react'
import { PageSection } from '@/components/section/page-section'
import { Card } from '@/components/ui/card'
import { IconCard } from '@/components/ui/icon-card'
import type { OverviewContent } from './individual-content'
import { inOrder } from '@/components/section/in-order'
import { advantageIds } from './individual-links'

export const advantageIcons: Record<string, LucideIcon> = {
  speed: Zap,
  cost: Coins,
  closeness: MessagesSquare,
  assets: Layers,
}

export function OverviewAdvantages({ advantages }: { advantages: OverviewContent['advantages'] }) {
  return (
    <PageSection id="advantages" title={advantages.title} intro={advantages.intro}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {inOrder(advantageIds, advantages.items).map((item) => {
          const Icon = advantageIcons[item.id] ?? Sparkles
          return (
            <IconCard
              key={item.id}
              as="li"
              icon={Icon}
              title={item.title}
              layout="stacked"
              headingClassName="text-base"
            >
              <p className="mt-1.5 text-sm leading-6 text-muted-foreground">{item.text}</p>
            </IconCard>
          )
        })}
      </ul>
      <Card tone="accent" className="mt-6">
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
      </Card>
    </PageSection>
  )
}
