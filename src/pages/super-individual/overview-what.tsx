import { CircleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageSection } from '@/components/section/page-section'
import type { OverviewContent } from './individual-content'

export function OverviewWhat() {
  const { t } = useTranslation('individual')
  const what = t('overview.what', { returnObjects: true }) as OverviewContent['what']
  return (
    <PageSection id="what" title={what.title}>
      <div className="space-y-4 leading-7">
        {what.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="mt-6 rounded-card border border-border bg-muted/50 p-5">
        <h3 className="flex items-center gap-2 font-semibold">
          <CircleAlert aria-hidden="true" className="size-5 text-primary" />
          {what.misconceptionsTitle}
        </h3>
        <ul className="mt-3 space-y-2 text-sm leading-6">
          {what.misconceptions.map((item) => (
            <li key={item} className="flex gap-2.5">
              <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  )
}
