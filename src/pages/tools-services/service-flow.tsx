import { useTranslation } from 'react-i18next'
import { NumberedSteps } from '@/components/page/numbered-steps'
import { PageSection } from '@/components/section/page-section'
import type { ToolsContent } from './tools-content'

/** Consultation, design, execution, follow-up. */
export function ServiceFlow() {
  const { t } = useTranslation('tools')
  const flow = t('flow', { returnObjects: true }) as ToolsContent['flow']
  return (
    <PageSection id="flow" title={flow.title} intro={flow.intro}>
      <NumberedSteps steps={flow.steps} horizontal />
    </PageSection>
  )
}
