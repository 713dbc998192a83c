import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cardVariants } from '@/components/ui/card'
import { IconCardHeader } from '@/components/ui/icon-card'
import { badgeVariants } from '@/components/ui/badge'

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
export function TopicCard({ title, text, icon, chips, footer, children }: TopicCardProps) {
  return (
    <article
      className={cardVariants({ hover: 'lift', className: 'grid gap-5 md:grid-cols-[minmax(0,1fr)_15rem]' })}
    >
      <div className="min-w-0">
        <IconCardHeader icon={icon} title={title} size="lg" />
        <p className="mt-3 text-sm leading-6 text-muted-foreground">{text}</p>
        {chips && (
          <ul aria-label={chips.label} className="mt-3 flex flex-wrap gap-1.5">
            {chips.items.map((chip) => (
              <li key={chip} className={badgeVariants({ variant: 'chip' })}>
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
