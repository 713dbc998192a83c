import { Brain, Cloud, Code, Sparkles, type LucideIcon } from 'lucide-react'
import { GuideLinks } from '@/components/section/guide-links'
import { guidesFor } from '@/routes/guide-routes'
import { PageSection } from '@/components/section/page-section'
import { TopicCard } from '@/components/section/topic-card'
import type { ProductsContent } from './products-content'
import { topicGuides, topicIds } from './products-links'
import { useGuideLinks } from '@/routes/use-guide-links'
import { inOrder } from '@/components/section/in-order'
import { useSectionRoutes } from '@/routes/section-routes'

export const topicIcons: Record<string, LucideIcon> = { ai: Brain, programming: Code, cloud: Cloud }

/** AI basics, programming and cloud development, each leading into its sidebar group. */
interface TopicCardsProps {
  topics: ProductsContent['topics']
  relatedGuides: string
}

export function TopicCards({ topics, relatedGuides }: TopicCardsProps) {
  const guideLinks = useGuideLinks()
  const sectionGuides = topicGuides(useSectionRoutes('products-tech'))
  return (
    <PageSection id="topics" title={topics.title} intro={topics.intro}>
      <div className="space-y-4">
        {inOrder(topicIds, topics.items).map((topic) => {
          const guides = guidesFor(sectionGuides, topic.id)
          return (
            <TopicCard
              key={topic.id}
              title={topic.title}
              text={topic.text}
              icon={topicIcons[topic.id] ?? Sparkles}
              chips={{ label: topics.chipsLabel, items: topic.chips }}
            >
              {guides && <GuideLinks title={relatedGuides} groups={guideLinks(guides)} columns="one" plain />}
            </TopicCard>
          )
        })}
      </div>
    </PageSection>
  )
}
