import { NumberedSteps } from '@/components/page/numbered-steps'
import { PageSection } from '@/components/section/page-section'
import type { ToolsContent } from './tools-content'

/** Consultation, design, execution, follow-up. */
export function ServiceFlow({ flow }: { flow: ToolsContent['flow'] }) {
  return (
    <PageSection id="flow" title={flow.title} intro={flow.intro}>
      <NumberedSteps steps={flow.steps} horizontal />
    </PageSection>
  )
}
