import { TrendingUp } from 'lucide-react'
import { SectionPage } from '@/components/section/section-page'
import { marketPageSchema } from './individual-content'
import { MarketAreas } from './market-areas'

/** /super-individual/market: user acquisition, partners, revenue models, internationalisation. */
export default function MarketPage() {
  return (
    <SectionPage namespace="individual" schema={marketPageSchema} icon={TrendingUp}>
      {({ market, toc, relatedGuides }) => ({
        hero: market.hero,
        toc: { label: toc, items: market.areas.map((area) => ({ id: area.id, title: area.title })) },
        main: <MarketAreas areas={market.areas} relatedGuides={relatedGuides} />,
      })}
    </SectionPage>
  )
}
