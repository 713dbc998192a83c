import { CheckCircle2 } from 'lucide-react'
import type { DifyContent } from './dify-content'

/** What one person can build: concrete first projects, not a feature list. */
export function DifyUseCases({ build }: { build: DifyContent['build'] }) {
  return (
    <section aria-labelledby="dify-build-title" className="rounded-card bg-muted/60 p-6 sm:p-8">
      <h2 id="dify-build-title" className="text-2xl font-bold tracking-tight">
        {build.title}
      </h2>
      <p className="mt-2 text-muted-foreground">{build.intro}</p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {build.items.map((item) => (
          <li key={item.title} className="flex gap-3 rounded-card bg-card p-5 shadow-sm">
            <CheckCircle2
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400"
            />
            <div>
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
