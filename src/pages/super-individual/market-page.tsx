import { TrendingUp } from 'lucide-react'
import { SectionPage } from '@/components/section/section-page'
import { MarketAreas } from './market-areas'
import { inOrder } from '@/components/section/in-order'
import { marketAreaIds } from './individual-links'

/** /super-individual/market: user acquisition, partners, revenue models, internationalisation. */
export default function MarketPage() {
  return (
    <SectionPage namespace="individual" content="individual/market" icon={TrendingUp}>
      {({ market, toc, relatedGuides }) => ({
        hero: market.hero,
        toc: {
          label: toc,
          items: inOrder(marketAreaIds, market.areas).map((area) => ({ id: area.id, title: area.title })),
        },
        main: <MarketAreas areas={market.areas} relatedGuides={relatedGuides} />,
      })}
    </SectionPage>
  )
}
