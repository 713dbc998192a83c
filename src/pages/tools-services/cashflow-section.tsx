import { Building2, CreditCard } from 'lucide-react'
import { PageSection } from '@/components/section/page-section'
import { PointsCards } from './points-cards'
import type { ToolsContent } from './tools-content'
import { inOrder } from '@/components/section/in-order'
import { cashflowIds } from './tools-links'

export function CashflowSection({ cashflow }: { cashflow: ToolsContent['cashflow'] }) {
  return (
    <PageSection id="cashflow" title={cashflow.title} intro={cashflow.intro}>
      <PointsCards
        cards={inOrder(cashflowIds, cashflow.items)}
        icons={{ company: Building2, knowledge: CreditCard }}
        layout="grid"
      />
    </PageSection>
  )
}
