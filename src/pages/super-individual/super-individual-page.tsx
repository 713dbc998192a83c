import { Sparkles } from 'lucide-react'
import { SectionPage } from '@/components/section/section-page'
import { CommunityPanel } from './community-panel'
import { LearningRecordsPanel } from './learning-records-panel'
import { OverviewAdvantages } from './overview-advantages'
import { OverviewPath } from './overview-path'
import { OverviewStages } from './overview-stages'
import { OverviewWhat } from './overview-what'

/** /super-individual: what a super individual is, advantages, success path, four stages, side panels. */
export default function SuperIndividualPage() {
  return (
    <SectionPage namespace="individual" content="individual/overview" icon={Sparkles}>
      {({ overview, toc, notAnnounced, relatedGuides }) => ({
        hero: overview.hero,
        toc: {
          label: toc,
          items: [
            { id: 'what', title: overview.what.title },
            { id: 'advantages', title: overview.advantages.title },
            { id: 'path', title: overview.path.title },
            { id: 'stages', title: overview.stages.title },
          ],
        },
        panels: (
          <>
            <CommunityPanel community={overview.community} notAnnounced={notAnnounced} />
            <LearningRecordsPanel records={overview.records} />
          </>
        ),
        main: (
          <>
            <OverviewWhat what={overview.what} />
            <OverviewAdvantages advantages={overview.advantages} />
            <OverviewPath path={overview.path} />
            <OverviewStages stages={overview.stages} relatedGuides={relatedGuides} />
          </>
        ),
      })}
    </SectionPage>
  )
}
