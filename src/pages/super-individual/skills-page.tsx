import { GraduationCap } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageToc } from '@/components/section/page-toc'
import { SectionHero } from '@/components/section/section-hero'
import { SectionLayout } from '@/components/section/section-layout'
import { SectionNamespaceGate } from '@/pages/sections/section-namespace-gate'
import { EffortSplitPanel } from './effort-split-panel'
import type { SkillsContent } from './individual-content'
import { SkillGroups } from './skill-groups'
import { SkillPhases } from './skill-phases'
import { SkillCourses, SkillTools } from './skill-resources'

/** /super-individual/skills: skill groups, four phases (first open), courses, tools, effort split. */
export default function SkillsPage() {
  return (
    <SectionNamespaceGate namespace="individual">
      <Skills />
    </SectionNamespaceGate>
  )
}

function Skills() {
  const { t } = useTranslation('individual')
  const hero = t('skills.hero', { returnObjects: true }) as SkillsContent['hero']
  const toc = [
    { id: 'skill-groups', title: t('skills.groups.title') },
    { id: 'phases', title: t('skills.phases.title') },
    { id: 'courses', title: t('skills.courses.title') },
    { id: 'tools', title: t('skills.tools.title') },
    { id: 'effort-split', title: t('skills.split.title') },
  ]
  return (
    <SectionLayout
      hero={
        <SectionHero icon={GraduationCap} {...hero}>
          <PageToc label={t('toc')} items={toc} />
        </SectionHero>
      }
      panels={<EffortSplitPanel />}
    >
      <SkillGroups />
      <SkillPhases />
      <SkillCourses />
      <SkillTools />
    </SectionLayout>
  )
}
