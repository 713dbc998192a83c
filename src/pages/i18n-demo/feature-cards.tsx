import { Braces, Globe2, ListOrdered, type LucideIcon, Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { demoSample, type DemoFeature } from './demo-sample'

const icons: Record<DemoFeature, LucideIcon> = {
  interpolation: Braces,
  pluralization: ListOrdered,
  formatting: Globe2,
  detection: Languages,
}

interface FeatureText {
  title: string
  description: string
}

export function FeatureCards() {
  const { t } = useTranslation('demo')
  const texts = t('features.items', { returnObjects: true }) as Record<DemoFeature, FeatureText>
  return (
    <section aria-labelledby="demo-features-title">
      <h2 id="demo-features-title" className="text-2xl font-bold tracking-tight">
        {t('features.title')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {demoSample.features.map((feature) => {
          const Icon = icons[feature]
          return (
            <li
              key={feature}
              className="rounded-card border border-border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-3 font-semibold">{texts[feature].title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{texts[feature].description}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
