import { BookOpen, Bot, Rocket, Workflow, type LucideIcon } from 'lucide-react'
import { IconCard } from '@/components/ui/icon-card'
import type { DifyContent } from './dify-content'

type FeatureId = 'workflow' | 'knowledge' | 'agent' | 'publish'

const features: { id: FeatureId; icon: LucideIcon }[] = [
  { id: 'workflow', icon: Workflow },
  { id: 'knowledge', icon: BookOpen },
  { id: 'agent', icon: Bot },
  { id: 'publish', icon: Rocket },
]

/** "What Dify is": its four building blocks. */
export function DifyFeatures({ what }: { what: DifyContent['what'] }) {
  return (
    <section aria-labelledby="dify-what-title">
      <h2 id="dify-what-title" className="text-2xl font-bold tracking-tight">
        {what.title}
      </h2>
      <p className="mt-2 text-muted-foreground">{what.intro}</p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {features.map(({ id, icon }) => (
          <IconCard
            key={id}
            as="li"
            icon={icon}
            tileTone="soft"
            tileSize="lg"
            title={what.items[id].title}
            headingClassName="text-base"
            description={<p className="mt-1 text-sm text-muted-foreground">{what.items[id].description}</p>}
          />
        ))}
      </ul>
    </section>
  )
}
