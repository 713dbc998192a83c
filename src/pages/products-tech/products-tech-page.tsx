import { Bot } from 'lucide-react'
import { DeepDiveList } from '@/components/section/deep-dive-list'
import { SectionPage } from '@/components/section/section-page'
import { LearningPathPanel } from './learning-path-panel'
import { deepDiveGuides, deepDiveIcons, deepDiveIds } from './products-links'
import { TechSupportPanel } from './tech-support-panel'
import { TopicCards } from './topic-cards'
import { inOrder } from '@/components/section/in-order'
import { useSectionRoutes } from '@/routes/section-routes'

/** /products-tech: the AI agent full-stack guide with topic cards, deep dives and two side panels. */
export default function ProductsTechPage() {
  const guides = deepDiveGuides(useSectionRoutes('products-tech'))
  return (
    <SectionPage namespace="products" content="products" icon={Bot}>
      {(content) => ({
        hero: content.hero,
        toc: {
          label: content.toc,
          items: [
            { id: 'topics', title: content.topics.title },
            { id: 'deep-dives', title: content.deepDives.title },
            { id: 'tech-support', title: content.support.title },
            { id: 'learning-path', title: content.learningPath.title },
          ],
        },
        panels: (
          <>
            <TechSupportPanel support={content.support} />
            <LearningPathPanel path={content.learningPath} />
          </>
        ),
        main: (
          <>
            <TopicCards topics={content.topics} relatedGuides={content.relatedGuides} />
            <DeepDiveList
              deepDives={{ ...content.deepDives, items: inOrder(deepDiveIds, content.deepDives.items) }}
              icons={deepDiveIcons}
              guides={guides}
              relatedGuides={content.relatedGuides}
            />
          </>
        ),
      })}
    </SectionPage>
  )
}
