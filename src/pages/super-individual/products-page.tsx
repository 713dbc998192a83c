import { Lightbulb } from 'lucide-react'
import { SectionPage } from '@/components/section/section-page'
import { LaunchChecklist } from './launch-checklist'
import { ProductSteps } from './product-steps'
import { inOrder } from '@/components/section/in-order'
import { productStepIds } from './individual-links'

/** /super-individual/products: the four-step product path and a pre-launch checklist. */
export default function ProductsPage() {
  return (
    <SectionPage namespace="individual" content="individual/product-path" icon={Lightbulb}>
      {({ productPath, toc, relatedGuides }) => ({
        hero: productPath.hero,
        toc: {
          label: toc,
          items: inOrder(productStepIds, productPath.steps).map((step) => ({
            id: `step-${step.id}`,
            title: step.title,
          })),
        },
        panels: <LaunchChecklist checklist={productPath.checklist} />,
        main: <ProductSteps content={productPath} relatedGuides={relatedGuides} />,
      })}
    </SectionPage>
  )
}
