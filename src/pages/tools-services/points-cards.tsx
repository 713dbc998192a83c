import { CircleCheck, Sparkles, type LucideIcon } from 'lucide-react'
import { IconCardHeader } from '@/components/ui/icon-card'
import { cardVariants } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { guidesFor } from '@/routes/guide-routes'
import { GuideCardLink } from './guide-card-link'
import type { PointsCard } from './tools-content'
import { cardGuides } from './tools-links'

/**
 * Cards with a short text, key points and a link to the matching guide: side by side (`grid`) or
 * one per row with the points beside the text (`rows`), for three or more cards in the narrow column.
 */
export function PointsCards({
  cards,
  icons,
  layout,
}: {
  cards: PointsCard[]
  icons: Record<string, LucideIcon>
  layout: 'grid' | 'rows'
}) {
  return (
    <ul className={layout === 'grid' ? 'grid gap-4 md:grid-cols-2' : 'space-y-4'}>
      {cards.map((card) => {
        const Icon = icons[card.id] ?? Sparkles
        const guide = guidesFor(cardGuides, card.id)
        return (
          <li
            key={card.id}
            className={cn(
              cardVariants(),
              layout === 'grid' ? 'flex flex-col' : 'grid gap-x-6 md:grid-cols-[15rem_minmax(0,1fr)]',
            )}
          >
            <IconCardHeader icon={Icon} title={card.title} className="md:col-start-1" />
            <p className="mt-3 text-sm leading-6 text-muted-foreground md:col-start-1">{card.text}</p>
            <ul
              className={cn(
                'mt-3 space-y-2 text-sm leading-6',
                layout === 'rows' && 'md:col-start-2 md:row-span-3 md:row-start-1 md:mt-0',
              )}
            >
              {card.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <CircleCheck aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            {guide && (
              <div className={cn('pt-4', layout === 'grid' ? 'mt-auto' : 'md:col-start-1')}>
                <GuideCardLink route={guide} />
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
