import { NotebookPen } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { GuideLinks } from '@/components/section/guide-links'
import { SidePanel } from '@/components/section/side-panel'
import type { OverviewContent } from './individual-content'
import { startGuides } from './individual-links'
import { useGuideLinks } from '@/routes/use-guide-links'

/** Says plainly that progress tracking is only planned, and where to start reading instead. */
export function LearningRecordsPanel() {
  const { t } = useTranslation('individual')
  const guideLinks = useGuideLinks()
  const records = t('overview.records', { returnObjects: true }) as OverviewContent['records']
  return (
    <SidePanel id="learning-records" title={records.title} icon={NotebookPen} status={records.status}>
      <p className="text-muted-foreground">{records.text}</p>
      <GuideLinks title={records.startTitle} groups={guideLinks(startGuides)} columns="one" />
    </SidePanel>
  )
}
