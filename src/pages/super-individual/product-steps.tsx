import {
  CircleAlert,
  ClipboardCheck,
  Compass,
  FlaskConical,
  Hammer,
  PenTool,
  Search,
  Sparkles,
  type LucideIcon,
} from 'lucide-react'
import { ExternalLink } from '@/components/page/external-link'
import { GuideLinks } from '@/components/section/guide-links'
import { guidesFor } from '@/routes/guide-routes'
import { PageSection } from '@/components/section/page-section'
import { cardVariants } from '@/components/ui/card'
import type { ProductPathContent } from './individual-content'
import { productStepGuides, productStepIds } from './individual-links'
import { useGuideLinks } from '@/routes/use-guide-links'
import { inOrder } from '@/components/section/in-order'

export const productStepIcons: Record<string, LucideIcon> = {
  discovery: Search,
  design: PenTool,
  build: Hammer,
  validation: FlaskConical,
}

/** Demand discovery, product design, technical implementation, market validation: a numbered timeline. */
interface ProductStepsProps {
  content: ProductPathContent
  relatedGuides: string
}

export function ProductSteps({ content, relatedGuides }: ProductStepsProps) {
  const guideLinks = useGuideLinks()
  const { labels } = content
  return (
    <PageSection id="steps" title={content.stepsTitle} intro={content.stepsIntro}>
      <ol className="relative space-y-6 before:absolute before:top-6 before:bottom-6 before:left-5 before:w-px before:bg-border sm:before:left-6">
        {inOrder(productStepIds, content.steps).map((step, index) => {
          const Icon = productStepIcons[step.id] ?? Sparkles
          const guides = guidesFor(productStepGuides, step.id)
          const headingId = `step-${step.id}-title`
          return (
            <li key={step.id} id={`step-${step.id}`} className="relative flex scroll-mt-28 gap-3 sm:gap-5">
              <span
                aria-hidden="true"
                className="relative z-10 flex size-10 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-primary to-primary/70 text-primary-foreground shadow-md ring-4 ring-background sm:size-12"
              >
                <Icon className="size-5" />
              </span>
              <article
                aria-labelledby={headingId}
                className={cardVariants({ padding: 'sm', className: 'min-w-0 flex-1 sm:p-5' })}
              >
                <p className="text-xs font-semibold text-primary">{String(index + 1).padStart(2, '0')}</p>
                <h3 id={headingId} className="text-xl font-semibold">
                  {step.title}
                </h3>
                <p className="mt-1 text-muted-foreground">{step.summary}</p>
                <h4 className="mt-5 flex items-center gap-2 text-sm font-semibold">
                  <Compass aria-hidden="true" className="size-4 text-primary" />
                  {labels.actions}
                </h4>
                <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm leading-6 marker:font-semibold marker:text-primary">
                  {step.actions.map((action) => (
                    <li key={action}>{action}</li>
                  ))}
                </ol>
                <div className="mt-5 grid gap-3 sm:grid-cols-2">
                  <div className="rounded-lg bg-primary/5 p-3 ring-1 ring-primary/15">
                    <h4 className="flex items-center gap-2 text-sm font-semibold">
                      <ClipboardCheck aria-hidden="true" className="size-4 text-primary" />
                      {labels.deliverable}
                    </h4>
                    <p className="mt-1 text-sm leading-6">{step.deliverable}</p>
                  </div>
                  <div className="rounded-lg bg-accent/10 p-3 ring-1 ring-accent/30">
                    <h4 className="flex items-center gap-2 text-sm font-semibold">
                      <CircleAlert aria-hidden="true" className="size-4" />
                      {labels.pitfall}
                    </h4>
                    <p className="mt-1 text-sm leading-6">{step.pitfall}</p>
                  </div>
                </div>
                <h4 className="mt-5 text-sm font-semibold">{labels.tools}</h4>
                <ul className="mt-2 space-y-2 text-sm leading-6">
                  {step.tools.map((tool) => (
                    <li key={tool.url}>
                      <ExternalLink href={tool.url} className="font-medium text-primary hover:underline">
                        {tool.label}
                      </ExternalLink>
                      <p className="text-muted-foreground">{tool.description}</p>
                    </li>
                  ))}
                </ul>
                {guides && <GuideLinks title={relatedGuides} groups={guideLinks(guides)} className="mt-5" />}
              </article>
            </li>
          )
        })}
      </ol>
    </PageSection>
  )
}
