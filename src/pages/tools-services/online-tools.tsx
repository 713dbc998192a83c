import { Bot, Code, Search, Sparkles, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ExternalLink } from '@/components/page/external-link'
import { guidesFor } from '@/routes/guide-routes'
import { PageSection } from '@/components/section/page-section'
import { GuideCardLink } from './guide-card-link'
import type { ToolsContent } from './tools-content'
import { onlineGuides } from './tools-links'

export const onlineIcons: Record<string, LucideIcon> = { dev: Code, agents: Bot, research: Search }

/** Development tools, AI agent platforms and research tools: a few real examples each, and the guide. */
export function OnlineTools() {
  const { t } = useTranslation('tools')
  const online = t('online', { returnObjects: true }) as ToolsContent['online']
  return (
    <PageSection id="online" title={online.title} intro={online.intro}>
      <div className="space-y-4">
        {online.categories.map((category) => {
          const Icon = onlineIcons[category.id] ?? Sparkles
          const guide = guidesFor(onlineGuides, category.id)
          const headingId = `online-${category.id}`
          return (
            <article
              key={category.id}
              aria-labelledby={headingId}
              className="rounded-card border border-border bg-card p-5 shadow-sm"
            >
              <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-primary/20 to-accent/20 text-primary"
                >
                  <Icon className="size-6" />
                </span>
                <div className="min-w-0 flex-1 basis-60">
                  <h3 id={headingId} className="text-lg font-semibold">
                    {category.title}
                  </h3>
                  <p className="mt-1 text-sm leading-6 text-muted-foreground">{category.text}</p>
                </div>
              </div>
              <p className="mt-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {online.examplesLabel}
              </p>
              <ul className="mt-2 grid gap-3 sm:grid-cols-3">
                {category.examples.map((example) => (
                  <li key={example.url} className="rounded-lg bg-muted/50 p-3 text-sm leading-6">
                    <ExternalLink href={example.url} className="font-semibold text-primary hover:underline">
                      {example.label}
                    </ExternalLink>
                    <p className="mt-0.5 text-muted-foreground">{example.description}</p>
                  </li>
                ))}
              </ul>
              {guide && (
                <div className="mt-4">
                  <GuideCardLink route={guide} />
                </div>
              )}
            </article>
          )
        })}
      </div>
    </PageSection>
  )
}
