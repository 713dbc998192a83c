import { Globe, Landmark, Search, Sparkles, type LucideIcon } from 'lucide-react'
import { ContentBlocks } from '@/components/section/content-blocks'
import { Disclosure } from '@/components/section/disclosure'
import { GuideLinks } from '@/components/section/guide-links'
import { guidesFor } from '@/routes/guide-routes'
import { PageSection } from '@/components/section/page-section'
import type { MarketingContent } from './marketing-content'
import { deepDiveGuides } from './marketing-links'
import { useGuideLinks } from '@/routes/use-guide-links'

export const marketingDeepDiveIcons: Record<string, LucideIcon> = {
  research: Search,
  domestic: Landmark,
  overseas: Globe,
}

/** Market research, domestic channel operation and overseas expansion: collapsible. */
interface MarketingDeepDivesProps {
  deepDives: MarketingContent['deepDives']
  relatedGuides: string
}

export function MarketingDeepDives({ deepDives, relatedGuides }: MarketingDeepDivesProps) {
  const guideLinks = useGuideLinks()
  return (
    <PageSection id="deep-dives" title={deepDives.title} intro={deepDives.intro}>
      <div className="space-y-4">
        {deepDives.items.map((item) => {
          const Icon = marketingDeepDiveIcons[item.id] ?? Sparkles
          const guides = guidesFor(deepDiveGuides, item.id)
          return (
            <Disclosure key={item.id} title={item.title} summary={item.summary} badge={<Icon />}>
              <ContentBlocks blocks={item.blocks} />
              {guides && (
                <GuideLinks title={relatedGuides} groups={guideLinks(guides, true)} className="mt-6" />
              )}
            </Disclosure>
          )
        })}
      </div>
    </PageSection>
  )
}
