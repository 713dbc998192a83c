import { Terminal } from 'lucide-react'
import { ExternalLink } from '@/components/page/external-link'
import { Card } from '@/components/ui/card'
import type { DifyContent } from './dify-content'
import { difyLinks } from './dify-links'

/** The open-source route, with the commands from Dify's own README. */
export function DifySelfHost({ selfHost }: { selfHost: DifyContent['selfHost'] }) {
  return (
    <Card asChild padding="sm" className="sm:p-6">
      <section aria-labelledby="dify-self-host-title">
        <h2 id="dify-self-host-title" className="flex items-center gap-2 text-lg font-semibold">
          <Terminal aria-hidden="true" className="size-5 text-primary" />
          {selfHost.title}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{selfHost.intro}</p>
        {/* Long lines wrap rather than scroll (a scrolling box would need its own keyboard stop); the prompt
          sign and the hanging indent keep a wrapped command recognisable as one line. */}
        <pre
          dir="ltr"
          className="mt-3 space-y-1 whitespace-pre-wrap rounded-md bg-slate-900 p-3 font-mono sm:p-4 text-xs leading-relaxed text-slate-100 sm:text-sm dark:bg-black/50 dark:ring-1 dark:ring-white/10"
        >
          {selfHost.commands.map((command) => (
            <code
              key={command}
              className="block pl-[2ch] -indent-[2ch] [overflow-wrap:anywhere] before:text-slate-400 before:content-['$_']"
            >
              {command}
            </code>
          ))}
        </pre>
        <p className="mt-3 text-sm text-muted-foreground">{selfHost.after}</p>
        <ExternalLink
          href={difyLinks.source}
          className="mt-3 text-sm font-medium text-primary hover:underline"
        >
          {selfHost.source}
        </ExternalLink>
      </section>
    </Card>
  )
}
