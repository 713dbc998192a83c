import { Braces, Globe2, ListOrdered, type LucideIcon, Languages } from 'lucide-react'
import { IconCard } from '@/components/ui/icon-card'
import type { DemoContent } from './demo-content'
import { demoSample, type DemoFeature } from './demo-sample'

const icons: Record<DemoFeature, LucideIcon> = {
  interpolation: Braces,
  pluralization: ListOrdered,
  formatting: Globe2,
  detection: Languages,
}

export function FeatureCards({ features }: { features: DemoContent['features'] }) {
  return (
    <section aria-labelledby="demo-features-title">
      <h2 id="demo-features-title" className="text-2xl font-bold tracking-tight">
        {features.title}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {demoSample.features.map((feature) => {
          return (
            <IconCard
              key={feature}
              as="li"
              hover="lift"
              icon={icons[feature]}
              tileTone="soft"
              title={features.items[feature].title}
              headingClassName="text-base"
              layout="stacked"
            >
              <p className="mt-1 text-sm text-muted-foreground">{features.items[feature].description}</p>
            </IconCard>
          )
        })}
      </ul>
    </section>
  )
}
