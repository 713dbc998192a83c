import { useTranslation } from 'react-i18next'

interface Step {
  title: string
  description: string
}

/** How to start, as numbered steps. */
export function DifyStartSteps() {
  const { t } = useTranslation('dify')
  const steps = t('start.steps', { returnObjects: true }) as Step[]
  return (
    <section aria-labelledby="dify-start-title">
      <h2 id="dify-start-title" className="text-2xl font-bold tracking-tight">
        {t('start.title')}
      </h2>
      <ol className="mt-5 space-y-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div className="pt-1">
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
