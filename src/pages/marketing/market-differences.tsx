import { PageSection } from '@/components/section/page-section'
import { Card } from '@/components/ui/card'
import type { MarketingContent } from './marketing-content'

/** Domestic versus overseas, one dimension per row. */
export function MarketDifferences({ differences }: { differences: MarketingContent['differences'] }) {
  return (
    <PageSection id="differences" title={differences.title} intro={differences.intro}>
      <ul className="space-y-3">
        {differences.items.map((item) => (
          <Card asChild padding="sm" key={item.dimension}>
            <li>
              <h3 className="font-semibold">{item.dimension}</h3>
              <dl className="mt-3 grid gap-3 text-sm leading-6 sm:grid-cols-2">
                <div className="rounded-lg bg-primary/5 p-3 ring-1 ring-primary/15">
                  <dt className="text-xs font-semibold text-primary">{differences.domesticLabel}</dt>
                  <dd className="mt-1">{item.domestic}</dd>
                </div>
                <div className="rounded-lg bg-accent/10 p-3 ring-1 ring-accent/30">
                  <dt className="text-xs font-semibold">{differences.overseasLabel}</dt>
                  <dd className="mt-1">{item.overseas}</dd>
                </div>
              </dl>
            </li>
          </Card>
        ))}
      </ul>
    </PageSection>
  )
}
