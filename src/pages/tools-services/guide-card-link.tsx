import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageLink } from '@/routes/page-link'
import type { AppRoute } from '@/routes/route-table'
import { useGuideMarks } from '@/components/section/guide-marks'
import { UpdatedMark } from '@/components/section/updated-mark'

/** "Read the guide: <title>", the way each tools card leads to its article. */
export function GuideCardLink({ route }: { route: AppRoute }) {
  const { t } = useTranslation(['tools', 'navigation'])
  const title = t(route.titleKey, { ns: 'navigation' })
  const { isUpdated } = useGuideMarks()
  return (
    <PageLink
      to={route.path}
      className="group relative text-sm font-semibold text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {t('readGuide', { title })}
      <ArrowRight
        aria-hidden="true"
        className="ml-1 inline size-4 align-[-0.2em] transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
      />
      {isUpdated(route.path) && <UpdatedMark placement="tab" className="-top-4 -right-2" />}
    </PageLink>
  )
}
