import { BookOpen, Bot, Rocket, Workflow, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'

type FeatureId = 'workflow' | 'knowledge' | 'agent' | 'publish'

const features: { id: FeatureId; icon: LucideIcon }[] = [
  { id: 'workflow', icon: Workflow },
  { id: 'knowledge', icon: BookOpen },
  { id: 'agent', icon: Bot },
  { id: 'publish', icon: Rocket },
]

/** "What Dify is": its four building blocks. */
export function DifyFeatures() {
  const { t } = useTranslation('dify')
  const texts = t('what.items', { returnObjects: true }) as Record<
    FeatureId,
    { title: string; description: string }
  >
  return (
    <section aria-labelledby="dify-what-title">
      <h2 id="dify-what-title" className="text-2xl font-bold tracking-tight">
        {t('what.title')}
      </h2>
      <p className="mt-2 text-muted-foreground">{t('what.intro')}</p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {features.map(({ id, icon: Icon }) => (
          <li key={id} className="flex gap-4 rounded-card border border-border bg-card p-5 shadow-sm">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">{texts[id].title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{texts[id].description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
