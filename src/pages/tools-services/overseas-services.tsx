import { BadgeCheck, Handshake, Store } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageSection } from '@/components/section/page-section'
import { ResourceList } from '@/components/section/resource-list'
import { PointsCards } from './points-cards'
import type { ToolsContent } from './tools-content'

/** App store listing, certification and partnerships abroad, plus the two domestic essentials (SPEC section 3). */
export function OverseasServices() {
  const { t } = useTranslation('tools')
  const services = t('services', { returnObjects: true }) as ToolsContent['services']
  return (
    <PageSection id="services" title={services.title} intro={services.intro}>
      <PointsCards
        cards={services.items}
        icons={{ listing: Store, certification: BadgeCheck, partnership: Handshake }}
        layout="rows"
      />
      <div className="mt-8 rounded-card border border-border bg-muted/40 p-5">
        <h3 className="text-lg font-semibold">{services.domestic.title}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{services.domestic.intro}</p>
        <div className="mt-4">
          <ResourceList resources={services.domestic.items} />
        </div>
      </div>
    </PageSection>
  )
}
