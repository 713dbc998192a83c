import { CircleAlert } from 'lucide-react'
import { PageSection } from '@/components/section/page-section'
import { Card } from '@/components/ui/card'
import type { OverviewContent } from './individual-content'

export function OverviewWhat({ what }: { what: OverviewContent['what'] }) {
  return (
    <PageSection id="what" title={what.title}>
      <div className="space-y-4 leading-7">
        {what.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <Card tone="muted" className="mt-6 bg-muted/50">
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
      </Card>
    </PageSection>
  )
}
