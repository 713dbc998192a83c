import { Lightbulb } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageToc } from '@/components/section/page-toc'
import { SectionHero } from '@/components/section/section-hero'
import { SectionLayout } from '@/components/section/section-layout'
import { SectionNamespaceGate } from '@/pages/sections/section-namespace-gate'
import type { ProductPathContent } from './individual-content'
import { LaunchChecklist } from './launch-checklist'
import { ProductSteps } from './product-steps'

/** /super-individual/products: the four-step product path and a pre-launch checklist. */
export default function ProductsPage() {
  return (
    <SectionNamespaceGate namespace="individual">
      <ProductPath />
    </SectionNamespaceGate>
  )
}

function ProductPath() {
  const { t } = useTranslation('individual')
  const content = t('productPath', { returnObjects: true }) as ProductPathContent
  const toc = content.steps.map((step) => ({ id: `step-${step.id}`, title: step.title }))
  return (
    <SectionLayout
      hero={
        <SectionHero icon={Lightbulb} {...content.hero}>
          <PageToc label={t('toc')} items={toc} />
        </SectionHero>
      }
      panels={<LaunchChecklist />}
    >
      <ProductSteps />
    </SectionLayout>
  )
}
