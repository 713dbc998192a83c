import { Disclosure } from '@/components/section/disclosure'
import { PageSection } from '@/components/section/page-section'
import type { ToolsContent } from './tools-content'
import { inOrder } from '@/components/section/in-order'
import { faqIds } from './tools-links'

export function ToolsFaq({ faq }: { faq: ToolsContent['faq'] }) {
  return (
    <PageSection id="faq" title={faq.title}>
      <div className="space-y-3">
        {inOrder(faqIds, faq.items).map((item) => (
          <Disclosure key={item.id} title={item.question}>
            <div className="space-y-3 leading-7">
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Disclosure>
        ))}
      </div>
    </PageSection>
  )
}
