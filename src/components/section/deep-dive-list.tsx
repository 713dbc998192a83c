import { Sparkles, type LucideIcon } from 'lucide-react'
import { guidesFor } from '@/routes/guide-routes'
import type { AppRoute } from '@/routes/route-table'
import { useGuideLinks } from '@/routes/use-guide-links'
import type { DisclosureContent } from '@super-individual/content'
import { ContentBlocks } from './content-blocks'
import { Disclosure } from './disclosure'
import { GuideLinks } from './guide-links'
import { PageSection } from './page-section'

interface DeepDiveListProps {
  deepDives: { title: string; intro?: string; items: DisclosureContent[] }
  /** An icon per item id; an id without one gets a generic icon. */
  icons: Record<string, LucideIcon>
  /** The guides each item links to, by item id. */
  guides: Record<string, AppRoute[]>
  relatedGuides: string
  /** Label the related guides by their sidebar group (domestic B2B, overseas B2C...). */
  groupGuides?: boolean
}

/** A section page's collapsible topics, each with its text blocks and links to the guides on it. */
export function DeepDiveList({
  deepDives,
  icons,
  guides,
  relatedGuides,
  groupGuides = false,
}: DeepDiveListProps) {
  const guideLinks = useGuideLinks()
  return (
    <PageSection id="deep-dives" title={deepDives.title} intro={deepDives.intro}>
      <div className="space-y-4">
        {deepDives.items.map((item) => {
          const Icon = icons[item.id] ?? Sparkles
          const itemGuides = guidesFor(guides, item.id)
          return (
            <Disclosure key={item.id} title={item.title} summary={item.summary} badge={<Icon />}>
              <ContentBlocks blocks={item.blocks} />
              {itemGuides && (
                <GuideLinks
                  title={relatedGuides}
                  groups={guideLinks(itemGuides, groupGuides)}
                  className="mt-6"
                />
              )}
            </Disclosure>
          )
        })}
      </div>
    </PageSection>
  )
}
