import { Bot, Code, Search, Sparkles, type LucideIcon } from 'lucide-react'
import { ExternalLink } from '@/components/page/external-link'
import { PageSection } from '@/components/section/page-section'
import { IconCard } from '@/components/ui/icon-card'
import { guidesFor } from '@/routes/guide-routes'
import { GuideCardLink } from './guide-card-link'
import type { ToolsContent } from './tools-content'
import { onlineCategoryIds, onlineGuides } from './tools-links'
import { inOrder } from '@/components/section/in-order'

export const onlineIcons: Record<string, LucideIcon> = { dev: Code, agents: Bot, research: Search }

/** Development tools, AI agent platforms and research tools: a few real examples each, and the guide. */
export function OnlineTools({ online }: { online: ToolsContent['online'] }) {
  return (
    <PageSection id="online" title={online.title} intro={online.intro}>
      <div className="space-y-4">
        {inOrder(onlineCategoryIds, online.categories).map((category) => {
          const Icon = onlineIcons[category.id] ?? Sparkles
          const guide = guidesFor(onlineGuides, category.id)
          const headingId = `online-${category.id}`
          return (
            <IconCard
              key={category.id}
              as="article"
              aria-labelledby={headingId}
              icon={Icon}
              tileSize="lg"
              title={category.title}
              headingId={headingId}
              description={<p className="mt-1 text-sm leading-6 text-muted-foreground">{category.text}</p>}
            >
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
            </IconCard>
          )
        })}
      </div>
    </PageSection>
  )
}
