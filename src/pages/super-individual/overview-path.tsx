import { BadgeCheck, PenTool, Sparkles, Users, Wallet, type LucideIcon } from 'lucide-react'
import { NumberedSteps } from '@/components/page/numbered-steps'
import { PageSection } from '@/components/section/page-section'
import { Card } from '@/components/ui/card'
import type { OverviewContent } from './individual-content'
import { inOrder } from '@/components/section/in-order'
import { capabilityIds } from './individual-links'

export const capabilityIcons: Record<string, LucideIcon> = {
  brand: BadgeCheck,
  content: PenTool,
  monetization: Wallet,
  community: Users,
}

export function OverviewPath({ path }: { path: OverviewContent['path'] }) {
  return (
    <PageSection id="path" title={path.title} intro={path.intro}>
      <NumberedSteps steps={path.steps} />
      <h3 className="mt-8 font-semibold">{path.capabilitiesTitle}</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {inOrder(capabilityIds, path.capabilities).map((capability) => {
          const Icon = capabilityIcons[capability.id] ?? Sparkles
          return (
            <Card asChild key={capability.id} tone="muted" padding="sm" className="flex gap-3">
              <li>
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <div className="min-w-0">
                  <p className="font-medium">{capability.title}</p>
                  <p className="mt-1 text-sm leading-6 text-muted-foreground">{capability.text}</p>
                </div>
              </li>
            </Card>
          )
        })}
      </ul>
    </PageSection>
  )
}
