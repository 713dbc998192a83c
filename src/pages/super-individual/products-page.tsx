import { Lightbulb } from 'lucide-react'
import { SectionPage } from '@/components/section/section-page'
import { productPathPageSchema } from './individual-content'
import { LaunchChecklist } from './launch-checklist'
import { ProductSteps } from './product-steps'

/** /super-individual/products: the four-step product path and a pre-launch checklist. */
export default function ProductsPage() {
  return (
    <SectionPage namespace="individual" schema={productPathPageSchema} icon={Lightbulb}>
      {({ productPath, toc, relatedGuides }) => ({
        hero: productPath.hero,
        toc: {
          label: toc,
          items: productPath.steps.map((step) => ({ id: `step-${step.id}`, title: step.title })),
        },
        panels: <LaunchChecklist checklist={productPath.checklist} />,
        main: <ProductSteps content={productPath} relatedGuides={relatedGuides} />,
      })}
    </SectionPage>
  )
}
