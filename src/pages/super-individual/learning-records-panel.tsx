import { NotebookPen } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { GuideLinks } from '@/components/section/guide-links'
import { SidePanel } from '@/components/section/side-panel'
import { useLearningArticles } from '@/learning/learning-articles'
import { countCompleted } from '@/learning/completed-count'
import { useProgress } from '@/learning/learning-context'
import { PageLink } from '@/routes/page-link'
import { useGuideLinks } from '@/routes/use-guide-links'
import type { OverviewContent } from './individual-content'
import { startGuides } from './individual-links'

/** The reader's own progress at a glance, a way into the learning page, and where to start reading. */
export function LearningRecordsPanel({ records }: { records: OverviewContent['records'] }) {
  const { t } = useTranslation(['learning', 'navigation'])
  const guideLinks = useGuideLinks()
  const learningArticles = useLearningArticles()
  const completed = countCompleted(useProgress(), learningArticles)
  return (
    <SidePanel id="learning-records" title={records.title} icon={NotebookPen} status={records.status}>
      <p className="text-muted-foreground">{records.text}</p>
      <p className="font-medium">{t('overview.completed', { completed, total: learningArticles.length })}</p>
      <PageLink to="/learning" className="font-medium text-primary hover:underline">
        {t('navigation:titles./learning')}
      </PageLink>
      <GuideLinks title={records.startTitle} groups={guideLinks(startGuides)} columns="one" />
    </SidePanel>
  )
}
