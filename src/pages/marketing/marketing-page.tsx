import { Megaphone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageToc } from '@/components/section/page-toc'
import { SectionHero } from '@/components/section/section-hero'
import { SectionLayout } from '@/components/section/section-layout'
import { SectionNamespaceGate } from '@/pages/sections/section-namespace-gate'
import { ChannelMap } from './channel-map'
import { MarketDifferences } from './market-differences'
import type { MarketingContent } from './marketing-content'
import { MarketingDeepDives } from './marketing-deep-dives'

/** /marketing: domestic vs overseas, B2B and B2C, then collapsible research, domestic and overseas topics. */
export default function MarketingPage() {
  return (
    <SectionNamespaceGate namespace="marketing">
      <Marketing />
    </SectionNamespaceGate>
  )
}

function Marketing() {
  const { t } = useTranslation('marketing')
  const hero = t('hero', { returnObjects: true }) as MarketingContent['hero']
  const toc = [
    { id: 'channel-map', title: t('channelMap.title') },
    { id: 'differences', title: t('differences.title') },
    { id: 'deep-dives', title: t('deepDives.title') },
  ]
  return (
    <SectionLayout
      hero={
        <SectionHero icon={Megaphone} {...hero}>
          <PageToc label={t('toc')} items={toc} />
        </SectionHero>
      }
    >
      <ChannelMap />
      <MarketDifferences />
      <MarketingDeepDives />
    </SectionLayout>
  )
}
