import { ArrowRight, CalendarClock, ReceiptText } from 'lucide-react'
import type { ReactNode } from 'react'
import { StepBox } from '@/learning/notebook/guide/guide-notebook-controls'
import { useTranslation } from 'react-i18next'
import { cardVariants } from '@/components/ui/card'
import { FrozenRegion } from '@/components/frozen-region'
import { PageLink } from '@/routes/page-link'
import { guideRoute, sectionOfPath, type RoutePath } from '@/routes/top-level-routes'
import type { ArticleStep } from '@super-individual/content'
import { SourceLink } from './blocks/source-link'
import { useSourceDates } from './blocks/use-source-dates'
import { frozenStepName } from './frozen/frozen-article'

/**
 * A playbook's steps: each with what it costs, how long it takes, the pages those figures come from
 * and the guide that goes deeper. The step id is the item's anchor, so a step can be linked to.
 */
export function PlaybookSteps({ steps }: { steps: ArticleStep[] }) {
  return (
    <ol className="mt-4 space-y-4">
      {steps.map((step, index) => (
        <PlaybookStep key={step.id} step={step} number={index + 1} />
      ))}
    </ol>
  )
}

function PlaybookStep({ step, number }: { step: ArticleStep; number: number }) {
  const { t } = useTranslation(['guides', 'navigation'])
  // Hydrating a prerendered guide, the step's words and details are HTML only (frozen-article.ts).
  const kept = step.text === ''
  // The checker only lets a step name a routed guide (a draft's steps only in a draft, routed in `npm run dev`
  // alone), so its route follows from its path, without the route data of its section.
  const section = step.guide && sectionOfPath(step.guide)
  const guide =
    step.guide && section ? guideRoute<RoutePath>(section, step.guide.slice(section.length + 2)) : undefined
  const guideTitle = guide ? t(guide.titleKey, { ns: 'navigation' }) : ''
  return (
    <li id={`step-${step.id}`} className={cardVariants({ padding: 'sm', className: 'scroll-mt-28' })}>
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
        >
          {number}
        </span>
        <h3 className="min-w-0 pt-0.5 font-semibold">
          <span className="sr-only">{t('blocks.playbook.step', { number })} </span>
          {step.title}
        </h3>
      </div>
      <FrozenRegion as="p" className="mt-2 text-sm leading-6" name={frozenStepName(step.id, 'text')}>
        {kept ? undefined : step.text}
      </FrozenRegion>
      <StepBox stepId={step.id} title={step.title} />
      <FrozenRegion name={frozenStepName(step.id, 'details')}>
        {kept ? undefined : <StepDetails step={step} />}
      </FrozenRegion>
      {guide && (
        <PageLink
          to={guide.path}
          className="mt-3 inline-block text-sm font-semibold text-primary hover:underline"
        >
          {t('blocks.playbook.deeper', { title: guideTitle })}
          <ArrowRight aria-hidden="true" className="ml-1 inline size-4 align-[-0.2em]" />
        </PageLink>
      )}
    </li>
  )
}

/** What a step costs, how long it takes and where those figures come from. */
function StepDetails({ step }: { step: ArticleStep }) {
  const { t } = useTranslation('guides')
  const datesOf = useSourceDates()
  return (
    <dl className="mt-3 grid gap-x-3 gap-y-2 text-sm leading-6 sm:grid-cols-[7rem_minmax(0,1fr)]">
      {step.cost && (
        <Detail icon={<ReceiptText aria-hidden="true" className="size-4" />} term={t('blocks.playbook.cost')}>
          {step.cost}
        </Detail>
      )}
      {step.duration && (
        <Detail
          icon={<CalendarClock aria-hidden="true" className="size-4" />}
          term={t('blocks.playbook.duration')}
        >
          {step.duration}
        </Detail>
      )}
      {step.sources && (
        <Detail term={t('blocks.playbook.sources')}>
          <ul className="space-y-1 text-xs leading-5">
            {step.sources.map((source) => (
              <li key={source.url}>
                <SourceLink source={source} />
                <span className="text-muted-foreground"> · {datesOf(source)}</span>
              </li>
            ))}
          </ul>
        </Detail>
      )}
    </dl>
  )
}

function Detail({ term, icon, children }: { term: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className="flex items-center gap-1.5 self-start font-medium text-muted-foreground">
        {icon}
        {term}
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  )
}
