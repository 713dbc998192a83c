import { GraduationCap } from 'lucide-react'
import { SectionPage } from '@/components/section/section-page'
import { EffortSplitPanel } from './effort-split-panel'
import { SkillGroups } from './skill-groups'
import { SkillPhases } from './skill-phases'
import { SkillResources } from './skill-resources'

/** /super-individual/skills: skill groups, four phases (first open), courses, tools, effort split. */
export default function SkillsPage() {
  return (
    <SectionPage namespace="individual" content="individual/skills" icon={GraduationCap}>
      {({ skills, toc }) => ({
        hero: skills.hero,
        toc: {
          label: toc,
          items: [
            { id: 'skill-groups', title: skills.groups.title },
            { id: 'phases', title: skills.phases.title },
            { id: 'courses', title: skills.courses.title },
            { id: 'tools', title: skills.tools.title },
            { id: 'effort-split', title: skills.split.title },
          ],
        },
        panels: <EffortSplitPanel split={skills.split} />,
        main: (
          <>
            <SkillGroups groups={skills.groups} />
            <SkillPhases phases={skills.phases} />
            <SkillResources id="courses" resources={skills.courses} />
            <SkillResources id="tools" resources={skills.tools} />
          </>
        ),
      })}
    </SectionPage>
  )
}
