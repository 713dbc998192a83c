import { Globe, Handshake, Sparkles, UserPlus, Wallet, type LucideIcon } from 'lucide-react'
import { ContentBlocks } from '@/components/section/content-blocks'
import { GuideLinks } from '@/components/section/guide-links'
import { IconCardHeader } from '@/components/ui/icon-card'
import { guidesFor } from '@/routes/guide-routes'
import type { MarketContent } from './individual-content'
import { marketAreaGuides, marketAreaIds } from './individual-links'
import { useGuideLinks } from '@/routes/use-guide-links'
import { inOrder } from '@/components/section/in-order'

export const marketAreaIcons: Record<string, LucideIcon> = {
  acquisition: UserPlus,
  partners: Handshake,
  revenue: Wallet,
  international: Globe,
}

/** User acquisition, partners, revenue models and internationalisation, one section each. */
interface MarketAreasProps {
  areas: MarketContent['areas']
  relatedGuides: string
}

export function MarketAreas({ areas, relatedGuides }: MarketAreasProps) {
  const guideLinks = useGuideLinks()
  return inOrder(marketAreaIds, areas).map((area) => {
    const Icon = marketAreaIcons[area.id] ?? Sparkles
    const guides = guidesFor(marketAreaGuides, area.id)
    const headingId = `${area.id}-title`
    return (
      <section key={area.id} id={area.id} aria-labelledby={headingId} className="scroll-mt-28">
        <IconCardHeader
          icon={Icon}
          title={area.title}
          headingId={headingId}
          headingLevel={2}
          headingClassName="text-2xl tracking-tight"
        />
        <p className="mt-3 max-w-prose leading-7 text-muted-foreground">{area.intro}</p>
        <div className="mt-5">
          <ContentBlocks blocks={area.blocks} headingLevel={3} cards={area.id === 'revenue'} />
        </div>
        {guides && <GuideLinks title={relatedGuides} groups={guideLinks(guides)} className="mt-6" />}
      </section>
    )
  })
}
