import { BadgeCheck, Handshake, Store } from 'lucide-react'
import { PageSection } from '@/components/section/page-section'
import { ResourceList } from '@/components/section/resource-list'
import { Card } from '@/components/ui/card'
import { PointsCards } from './points-cards'
import type { ToolsContent } from './tools-content'
import { inOrder } from '@/components/section/in-order'
import { serviceIds } from './tools-links'

/** App store listing, certification and partnerships abroad, plus the two domestic essentials. */
export function OverseasServices({ services }: { services: ToolsContent['services'] }) {
  return (
    <PageSection id="services" title={services.title} intro={services.intro}>
      <PointsCards
        cards={inOrder(serviceIds, services.items)}
        icons={{ listing: Store, certification: BadgeCheck, partnership: Handshake }}
        layout="rows"
      />
      <Card tone="muted" className="mt-8">
        <h3 className="text-lg font-semibold">{services.domestic.title}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{services.domestic.intro}</p>
        <div className="mt-4">
          <ResourceList resources={services.domestic.items} />
        </div>
      </Card>
    </PageSection>
  )
}
