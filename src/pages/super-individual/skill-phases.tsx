import { ContentBlocks } from '@/components/section/content-blocks'
import { Disclosure } from '@/components/section/disclosure'
import { PageSection } from '@/components/section/page-section'
import type { SkillsContent } from './individual-content'
import { inOrder } from '@/components/section/in-order'
import { skillPhaseIds } from './individual-links'

/** The 0-3, 3-6, 6-9 and 9-12 month phases; the first is open when the page loads. */
export function SkillPhases({ phases }: { phases: SkillsContent['phases'] }) {
  return (
    <PageSection id="phases" title={phases.title} intro={phases.intro}>
      <div className="space-y-4">
        {inOrder(skillPhaseIds, phases.items).map((phase, index) => (
          <Disclosure
            key={phase.id}
            title={phase.title}
            meta={phase.meta}
            summary={phase.summary}
            badge={index + 1}
            defaultOpen={index === 0}
          >
            <ContentBlocks blocks={phase.blocks} />
          </Disclosure>
        ))}
      </div>
    </PageSection>
  )
}
