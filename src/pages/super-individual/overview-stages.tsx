import { GraduationCap, Hammer, Megaphone, Rocket, Sparkles, type LucideIcon } from 'lucide-react'
import { ContentBlocks } from '@/components/section/content-blocks'
import { Disclosure } from '@/components/section/disclosure'
import { GuideLinks } from '@/components/section/guide-links'
import { guidesFor } from '@/routes/guide-routes'
import { PageSection } from '@/components/section/page-section'
import type { OverviewContent } from './individual-content'
import { stageGuides, stageIds } from './individual-links'
import { useGuideLinks } from '@/routes/use-guide-links'
import { inOrder } from '@/components/section/in-order'

export const stageIcons: Record<string, LucideIcon> = {
  skills: GraduationCap,
  product: Hammer,
  market: Megaphone,
  scale: Rocket,
}

/** The four growth stages, each a disclosure, all closed at first. */
interface OverviewStagesProps {
  stages: OverviewContent['stages']
  relatedGuides: string
}

export function OverviewStages({ stages, relatedGuides }: OverviewStagesProps) {
  const guideLinks = useGuideLinks()
  return (
    <PageSection id="stages" title={stages.title} intro={stages.intro}>
      <div className="space-y-4">
        {inOrder(stageIds, stages.items).map((stage) => {
          const Icon = stageIcons[stage.id] ?? Sparkles
          const guides = guidesFor(stageGuides, stage.id)
          return (
            <Disclosure
              key={stage.id}
              title={stage.title}
              meta={stage.meta}
              summary={stage.summary}
              badge={<Icon />}
            >
              <ContentBlocks blocks={stage.blocks} />
              {guides && <GuideLinks title={relatedGuides} groups={guideLinks(guides)} className="mt-6" />}
            </Disclosure>
          )
        })}
      </div>
    </PageSection>
  )
}
