import { NotebookPen } from 'lucide-react'
import { GuideLinks } from '@/components/section/guide-links'
import { SidePanel } from '@/components/section/side-panel'
import type { OverviewContent } from './individual-content'
import { startGuides } from './individual-links'
import { useGuideLinks } from '@/routes/use-guide-links'

/** Says plainly that progress tracking is only planned, and where to start reading instead. */
export function LearningRecordsPanel({ records }: { records: OverviewContent['records'] }) {
  const guideLinks = useGuideLinks()
  return (
    <SidePanel id="learning-records" title={records.title} icon={NotebookPen} status={records.status}>
      <p className="text-muted-foreground">{records.text}</p>
      <GuideLinks title={records.startTitle} groups={guideLinks(startGuides)} columns="one" />
    </SidePanel>
  )
}
