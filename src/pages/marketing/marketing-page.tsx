import { Megaphone } from 'lucide-react'
import { DeepDiveList } from '@/components/section/deep-dive-list'
import { SectionPage } from '@/components/section/section-page'
import { ChannelMap } from './channel-map'
import { MarketDifferences } from './market-differences'
import { deepDiveGuides, deepDiveIcons, deepDiveIds } from './marketing-links'
import { inOrder } from '@/components/section/in-order'
import { useSectionRoutes } from '@/routes/section-routes'

/** /marketing: domestic vs overseas, B2B and B2C, then collapsible research, domestic and overseas topics. */
export default function MarketingPage() {
  const guides = deepDiveGuides(useSectionRoutes('marketing'))
  return (
    <SectionPage namespace="marketing" content="marketing" icon={Megaphone}>
      {(content) => ({
        hero: content.hero,
        toc: {
          label: content.toc,
          items: [
            { id: 'channel-map', title: content.channelMap.title },
            { id: 'differences', title: content.differences.title },
            { id: 'deep-dives', title: content.deepDives.title },
          ],
        },
        main: (
          <>
            <ChannelMap map={content.channelMap} relatedGuides={content.relatedGuides} />
            <MarketDifferences differences={content.differences} />
            <DeepDiveList
              deepDives={{ ...content.deepDives, items: inOrder(deepDiveIds, content.deepDives.items) }}
              icons={deepDiveIcons}
              guides={guides}
              relatedGuides={content.relatedGuides}
              groupGuides
            />
          </>
        ),
      })}
    </SectionPage>
  )
}
