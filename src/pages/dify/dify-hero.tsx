import { Workflow } from 'lucide-react'
import { ExternalLink } from '@/components/page/external-link'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import type { DifyContent } from './dify-content'
import { difyLinks } from './dify-links'
import { cardVariants } from '@/components/ui/card'

export function DifyHero({ text }: { text: DifyContent }) {
  return (
    <header
      className={cardVariants({
        tone: 'plain',
        padding: 'none',
        className:
          'relative overflow-hidden bg-linear-to-br from-sky-50 via-indigo-50 to-violet-100 px-6 py-10 shadow-sm sm:px-10 sm:py-14 dark:from-slate-900 dark:via-indigo-950 dark:to-violet-950',
      })}
    >
      <span
        aria-hidden="true"
        className="absolute -right-10 -top-10 size-48 rounded-full bg-primary/10 blur-2xl sm:size-72"
      />
      <p className="relative inline-flex items-center gap-2 rounded-full bg-background/80 px-3 py-1 text-sm font-medium text-primary shadow-sm">
        <Workflow aria-hidden="true" className="size-4" />
        {text.eyebrow}
      </p>
      <h1 className="relative mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">{text.title}</h1>
      <p className="relative mt-4 max-w-prose text-base leading-relaxed text-muted-foreground sm:text-lg">
        {text.intro}
      </p>
      <div className="relative mt-8 flex flex-col gap-3 sm:flex-row">
        <ExternalLink
          href={difyLinks.site}
          className={cn(buttonVariants({ size: 'lg' }), 'shadow-lg shadow-primary/20')}
          data-testid="dify-start"
        >
          {text.startUsing}
        </ExternalLink>
        <ExternalLink
          href={difyLinks.docs}
          className={cn(buttonVariants({ size: 'lg', variant: 'outline' }), 'bg-background/70')}
        >
          {text.docs}
        </ExternalLink>
      </div>
    </header>
  )
}
