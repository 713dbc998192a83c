import { Building2, Globe, Landmark, UserRound } from 'lucide-react'
import { GuideLinks } from '@/components/section/guide-links'
import { PageSection } from '@/components/section/page-section'
import { cardVariants } from '@/components/ui/card'
import { IconTile } from '@/components/ui/icon-card'
import type { MarketingContent } from './marketing-content'
import { marketIds, segmentGuides, segmentIds, type MarketId, type SegmentId } from './marketing-links'
import { useGuideLinks } from '@/routes/use-guide-links'
import { useSectionRoutes } from '@/routes/section-routes'
import { inOrder } from '@/components/section/in-order'

const marketIcons = { domestic: Landmark, overseas: Globe } satisfies Record<MarketId, unknown>
const segmentIcons = { b2b: Building2, b2c: UserRound } satisfies Record<SegmentId, unknown>

/** Domestic and overseas, each split into B2B and B2C, with the guides behind each. */
interface ChannelMapProps {
  map: MarketingContent['channelMap']
  relatedGuides: string
}

export function ChannelMap({ map, relatedGuides }: ChannelMapProps) {
  const guideLinks = useGuideLinks()
  const guides = segmentGuides(useSectionRoutes('marketing'))
  return (
    <PageSection id="channel-map" title={map.title} intro={map.intro}>
      <div className="space-y-6">
        {inOrder(marketIds, map.markets).map((market) => {
          const headingId = `market-${market.id}`
          return (
            <article
              key={market.id}
              aria-labelledby={headingId}
              className={cardVariants({ padding: 'none', className: 'overflow-hidden' })}
            >
              <header className="flex gap-3 border-b border-border bg-linear-to-r from-primary/10 via-card to-accent/10 p-5">
                <IconTile icon={marketIcons[market.id]} tone="raised" />
                <div className="min-w-0">
                  <h3 id={headingId} className="text-xl font-semibold">
                    {market.title}
                  </h3>
                  <p className="mt-1 text-sm leading-6 text-muted-foreground">{market.text}</p>
                </div>
              </header>
              <div className="grid divide-y divide-border sm:grid-cols-2 sm:divide-x sm:divide-y-0">
                {inOrder(segmentIds, market.segments).map((segment) => {
                  const SegmentIcon = segmentIcons[segment.id]
                  return (
                    <section
                      key={segment.id}
                      // Both markets have a B2B and a B2C part: the market's title keeps their names apart.
                      aria-labelledby={`${headingId} ${headingId}-${segment.id}`}
                      className="flex flex-col p-5"
                    >
                      <h4 id={`${headingId}-${segment.id}`} className="flex items-center gap-2 font-semibold">
                        <SegmentIcon aria-hidden="true" className="size-4 text-primary" />
                        {segment.title}
                      </h4>
                      <p className="mt-1 text-sm text-muted-foreground">{segment.text}</p>
                      <dl className="mt-4 space-y-3 text-sm leading-6">
                        {segment.channels.map((channel) => (
                          <div key={channel.title} className="rounded-lg bg-muted/50 p-3">
                            <dt className="font-medium">{channel.title}</dt>
                            <dd className="mt-0.5 text-muted-foreground">{channel.text}</dd>
                          </div>
                        ))}
                      </dl>
                      <GuideLinks
                        title={relatedGuides}
                        groups={guideLinks(guides[market.id][segment.id])}
                        columns="one"
                        plain
                        className="mt-4"
                      />
                    </section>
                  )
                })}
              </div>
            </article>
          )
        })}
      </div>
    </PageSection>
  )
}
