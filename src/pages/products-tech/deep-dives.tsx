import { Bot, Code, Sparkles, Workflow, type LucideIcon } from 'lucide-react'
import { ContentBlocks } from '@/components/section/content-blocks'
import { Disclosure } from '@/components/section/disclosure'
import { GuideLinks } from '@/components/section/guide-links'
import { guidesFor } from '@/routes/guide-routes'
import { PageSection } from '@/components/section/page-section'
import type { ProductsContent } from './products-content'
import { deepDiveGuides } from './products-links'
import { useGuideLinks } from '@/routes/use-guide-links'

export const deepDiveIcons: Record<string, LucideIcon> = {
  agents: Bot,
  'ai-coding': Code,
  automation: Workflow,
}

/** AI agent development, front/back-end AI coding, automation and crawling: collapsible. */
interface DeepDivesProps {
  deepDives: ProductsContent['deepDives']
  relatedGuides: string
}

export function DeepDives({ deepDives, relatedGuides }: DeepDivesProps) {
  const guideLinks = useGuideLinks()
  return (
    <PageSection id="deep-dives" title={deepDives.title} intro={deepDives.intro}>
      <div className="space-y-4">
        {deepDives.items.map((item) => {
          const Icon = deepDiveIcons[item.id] ?? Sparkles
          const guides = guidesFor(deepDiveGuides, item.id)
          return (
            <Disclosure key={item.id} title={item.title} summary={item.summary} badge={<Icon />}>
              <ContentBlocks blocks={item.blocks} />
              {guides && <GuideLinks title={relatedGuides} groups={guideLinks(guides)} className="mt-6" />}
            </Disclosure>
          )
        })}
      </div>
    </PageSection>
  )
}
