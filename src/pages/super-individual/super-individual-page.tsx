import { Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageToc } from '@/components/section/page-toc'
import { SectionHero } from '@/components/section/section-hero'
import { SectionLayout } from '@/components/section/section-layout'
import { SectionNamespaceGate } from '@/pages/sections/section-namespace-gate'
import { CommunityPanel } from './community-panel'
import type { OverviewContent } from './individual-content'
import { LearningRecordsPanel } from './learning-records-panel'
import { OverviewAdvantages } from './overview-advantages'
import { OverviewPath } from './overview-path'
import { OverviewStages } from './overview-stages'
import { OverviewWhat } from './overview-what'

/** /super-individual: what a super individual is, advantages, success path, four stages, side panels. */
export default function SuperIndividualPage() {
  return (
    <SectionNamespaceGate namespace="individual">
      <Overview />
    </SectionNamespaceGate>
  )
}

function Overview() {
  const { t } = useTranslation('individual')
  const hero = t('overview.hero', { returnObjects: true }) as OverviewContent['hero']
  const toc = [
    { id: 'what', title: t('overview.what.title') },
    { id: 'advantages', title: t('overview.advantages.title') },
    { id: 'path', title: t('overview.path.title') },
    { id: 'stages', title: t('overview.stages.title') },
  ]
  return (
    <SectionLayout
      hero={
        <SectionHero icon={Sparkles} {...hero}>
          <PageToc label={t('toc')} items={toc} />
        </SectionHero>
      }
      panels={
        <>
          <CommunityPanel />
          <LearningRecordsPanel />
        </>
      }
    >
      <OverviewWhat />
      <OverviewAdvantages />
      <OverviewPath />
      <OverviewStages />
    </SectionLayout>
  )
}
