import { useTranslation } from 'react-i18next'
import { PageSection } from '@/components/section/page-section'
import { ResourceList } from '@/components/section/resource-list'
import type { SkillsContent } from './individual-content'

export function SkillCourses() {
  const { t } = useTranslation('individual')
  const courses = t('skills.courses', { returnObjects: true }) as SkillsContent['courses']
  return (
    <PageSection id="courses" title={courses.title} intro={courses.intro}>
      <ResourceList resources={courses.items} />
    </PageSection>
  )
}

export function SkillTools() {
  const { t } = useTranslation('individual')
  const tools = t('skills.tools', { returnObjects: true }) as SkillsContent['tools']
  return (
    <PageSection id="tools" title={tools.title} intro={tools.intro}>
      <ResourceList resources={tools.items} />
    </PageSection>
  )
}
