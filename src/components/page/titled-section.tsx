import type { ReactNode } from 'react'
import { cardVariants } from '@/components/ui/card'

interface TitledSectionProps {
  /** The heading's id, which names the section for assistive technology. */
  id: string
  title: string
  /** A sentence under the heading saying what the section does. */
  intro?: string
  tone?: 'plain' | 'muted' | 'danger'
  children: ReactNode
}

/** A boxed part of a settings or learning page: a heading, an optional intro, then its controls. */
export function TitledSection({ id, title, intro, tone = 'plain', children }: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={cardVariants({ tone, padding: 'lg', className: 'space-y-4' })}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {intro && <p className="text-sm text-muted-foreground">{intro}</p>}
      {children}
    </section>
  )
}
