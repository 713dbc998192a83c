import { Banknote, ShoppingBag } from 'lucide-react'
import { PageSection } from '@/components/section/page-section'
import { inOrder } from '@/components/section/in-order'
import { PointsCards } from './points-cards'
import type { ToolsContent } from './tools-content'
import { playbookIds } from './tools-links'

/** The end-to-end playbooks, first on the page: each joins several of the section's guides into one path. */
export function PlaybooksSection({ playbooks }: { playbooks: ToolsContent['playbooks'] }) {
  return (
    <PageSection id="playbooks" title={playbooks.title} intro={playbooks.intro}>
      <PointsCards
        cards={inOrder(playbookIds, playbooks.items)}
        icons={{ 'paid-from-abroad': Banknote, 'first-sale-china': ShoppingBag }}
        layout="grid"
      />
    </PageSection>
  )
}
