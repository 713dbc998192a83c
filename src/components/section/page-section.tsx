import type { ReactNode } from 'react'

interface PageSectionProps {
  /** Anchor for in-page links; the heading gets `${id}-title`. */
  id: string
  title: string
  intro?: string
  children: ReactNode
}

/** One titled part of a section page (h2), reachable by its anchor. */
export function PageSection({ id, title, intro, children }: PageSectionProps) {
  const headingId = `${id}-title`
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-28">
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-prose leading-7 text-muted-foreground">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  )
}
