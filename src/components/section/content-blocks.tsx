import { CircleCheck, Lightbulb } from 'lucide-react'
import { NumberedSteps } from '@/components/page/numbered-steps'
import { cn } from '@/lib/cn'
import type { ContentBlock } from '@super-individual/content'
import { cardVariants } from '@/components/ui/card'

interface ContentBlocksProps {
  blocks: ContentBlock[]
  /** h4 inside a disclosure or card (h3), h3 directly under a page section (h2). */
  headingLevel?: 3 | 4
  /** Show headed blocks as a grid of cards (tips still span the full width). */
  cards?: boolean
}

/** Headings, paragraphs, bullet lists, numbered steps and tips from locale content. */
export function ContentBlocks({ blocks, headingLevel = 4, cards = false }: ContentBlocksProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <div className={cn(cards ? 'grid gap-4 sm:grid-cols-2' : 'space-y-5')}>
      {blocks.map((block, index) => (
        <div
          key={block.heading ?? index}
          className={cn(
            '[&>*:first-child]:mt-0',
            cards && block.heading && cardVariants({ padding: 'sm' }),
            cards && !block.heading && 'sm:col-span-2',
          )}
        >
          {block.heading && (
            <Heading className={cn('font-semibold', headingLevel === 3 && !cards ? 'text-lg' : 'text-base')}>
              {block.heading}
            </Heading>
          )}
          {block.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="mt-2 leading-7 text-foreground/90">
              {paragraph}
            </p>
          ))}
          {block.list && (
            <ul className="mt-2 space-y-2">
              {block.list.map((item) => (
                <li key={item} className="flex gap-2.5 leading-7">
                  <CircleCheck aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-primary" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          )}
          {block.steps && <NumberedSteps steps={block.steps} variant="compact" className="mt-3" />}
          {block.tip && (
            <p className="mt-3 flex gap-2.5 rounded-lg border border-accent/40 bg-accent/10 p-3 text-sm leading-6">
              <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{block.tip}</span>
            </p>
          )}
        </div>
      ))}
    </div>
  )
}
