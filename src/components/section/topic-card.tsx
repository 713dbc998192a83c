import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

interface TopicCardProps {
  title: string
  text: string
  icon: LucideIcon
  /** Short tags such as the sub-fields a topic covers, with a label for screen readers. */
  chips?: { label: string; items: string[] }
  /** Under the text, such as a link to the topic's guide. */
  footer?: ReactNode
  /** Shown beside the text on wider screens (links onward, examples...). */
  children?: ReactNode
}

/**
 * A card introducing one topic. The content column next to the guide sidebar is only about 46rem
 * wide, too narrow for three cards side by side, so each card is a row: text left, links right.
 */
export function TopicCard({ title, text, icon: Icon, chips, footer, children }: TopicCardProps) {
  return (
    <article className="grid gap-5 rounded-card border border-border bg-card p-5 shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none md:grid-cols-[minmax(0,1fr)_15rem]">
      <div className="min-w-0">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-linear-to-br from-primary/20 to-accent/20 text-primary"
          >
            <Icon className="size-6" />
          </span>
          <h3 className="text-lg leading-snug font-semibold">{title}</h3>
        </div>
        <p className="mt-3 text-sm leading-6 text-muted-foreground">{text}</p>
        {chips && (
          <ul aria-label={chips.label} className="mt-3 flex flex-wrap gap-1.5">
            {chips.items.map((chip) => (
              <li
                key={chip}
                className="rounded-full border border-border bg-muted/60 px-2.5 py-0.5 text-xs font-medium"
              >
                {chip}
              </li>
            ))}
          </ul>
        )}
        {footer && <div className="mt-4">{footer}</div>}
      </div>
      {children && (
        <div className="min-w-0 border-t border-border pt-4 md:border-t-0 md:border-l md:pt-0 md:pl-5">
          {children}
        </div>
      )}
    </article>
  )
}
