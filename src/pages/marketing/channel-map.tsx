import { Building2, Globe, Landmark, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { GuideLinks } from '@/pages/sections/guide-links'
import { PageSection } from '@/pages/sections/page-section'
import type { MarketId, MarketingContent, SegmentId } from './marketing-content'
import { segmentGuides } from './marketing-links'

const marketIcons = { domestic: Landmark, overseas: Globe } satisfies Record<MarketId, unknown>
const segmentIcons = { b2b: Building2, b2c: UserRound } satisfies Record<SegmentId, unknown>

/** Domestic and overseas, each split into B2B and B2C (SPEC section 3), with the guides behind each. */
export function ChannelMap() {
  const { t } = useTranslation('marketing')
  const map = t('channelMap', { returnObjects: true }) as MarketingContent['channelMap']
  return (
    <PageSection id="channel-map" title={map.title} intro={map.intro}>
      <div className="space-y-6">
        {map.markets.map((market) => {
          const MarketIcon = marketIcons[market.id]
          const headingId = `market-${market.id}`
          return (
            <article
              key={market.id}
              aria-labelledby={headingId}
              className="overflow-hidden rounded-card border border-border bg-card shadow-sm"
            >
              <header className="flex gap-3 border-b border-border bg-linear-to-r from-primary/10 via-card to-accent/10 p-5">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-card text-primary shadow-sm"
                >
                  <MarketIcon className="size-5" />
                </span>
                <div className="min-w-0">
                  <h3 id={headingId} className="text-xl font-semibold">
                    {market.title}
                  </h3>
                  <p className="mt-1 text-sm leading-6 text-muted-foreground">{market.text}</p>
                </div>
              </header>
              <div className="grid divide-y divide-border sm:grid-cols-2 sm:divide-x sm:divide-y-0">
                {market.segments.map((segment) => {
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
                        title={t('relatedGuides')}
                        routes={segmentGuides[market.id][segment.id]}
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
