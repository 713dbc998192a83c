import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cardVariants } from '@/components/ui/card'

interface SectionHeroProps {
  eyebrow: string
  title: string
  intro: string
  icon: LucideIcon
  children?: ReactNode
}

/** The top of a section page: the page's only h1, on a soft gradient card. */
export function SectionHero({ eyebrow, title, intro, icon: Icon, children }: SectionHeroProps) {
  return (
    <header
      className={cardVariants({
        tone: 'plain',
        padding: 'none',
        className:
          'relative isolate overflow-hidden bg-linear-to-br from-primary/10 via-card to-accent/10 p-6 shadow-sm sm:p-8',
      })}
    >
      <div
        aria-hidden="true"
        className="absolute -top-20 -right-16 -z-10 size-56 rounded-full bg-primary/15 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-24 -left-10 -z-10 size-48 rounded-full bg-accent/15 blur-3xl"
      />
      <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-card/80 px-3 py-1 text-xs font-semibold text-primary">
        <Icon aria-hidden="true" className="size-3.5" />
        {eyebrow}
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-prose text-base leading-7 text-muted-foreground sm:text-lg sm:leading-8">
        {intro}
      </p>
      {children}
    </header>
  )
}
