import { PageSection } from '@/components/section/page-section'
import { ResourceList } from '@/components/section/resource-list'
import type { SkillsContent } from './individual-content'

/** Courses or tools: a titled list of outward links. */
export function SkillResources({ id, resources }: { id: string; resources: SkillsContent['courses'] }) {
  return (
    <PageSection id={id} title={resources.title} intro={resources.intro}>
      <ResourceList resources={resources.items} />
    </PageSection>
  )
}
