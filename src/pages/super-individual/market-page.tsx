import { TrendingUp } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageToc } from '@/components/section/page-toc'
import { SectionHero } from '@/components/section/section-hero'
import { SectionLayout } from '@/components/section/section-layout'
import { SectionNamespaceGate } from '@/pages/sections/section-namespace-gate'
import type { MarketContent } from './individual-content'
import { MarketAreas } from './market-areas'

/** /super-individual/market: user acquisition, partners, revenue models, internationalisation. */
export default function MarketPage() {
  return (
    <SectionNamespaceGate namespace="individual">
      <Market />
    </SectionNamespaceGate>
  )
}

function Market() {
  const { t } = useTranslation('individual')
  const content = t('market', { returnObjects: true }) as MarketContent
  const toc = content.areas.map((area) => ({ id: area.id, title: area.title }))
  return (
    <SectionLayout
      hero={
        <SectionHero icon={TrendingUp} {...content.hero}>
          <PageToc label={t('toc')} items={toc} />
        </SectionHero>
      }
    >
      <MarketAreas />
    </SectionLayout>
  )
}
