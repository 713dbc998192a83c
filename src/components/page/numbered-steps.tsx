import { cva } from 'class-variance-authority'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { cardVariants } from '@/components/ui/card'
import { FrozenRegion } from '@/components/frozen-region'

export interface Step {
  title: string
  text: string
}

type Variant = 'cards' | 'plain' | 'compact'

const listVariants = cva('', {
  // One column that may shrink below its content (minmax(0, 1fr)): a long URL or command in a step
  // would otherwise widen the card past a phone's screen.
  variants: { variant: { cards: 'grid grid-cols-1 gap-4', plain: 'space-y-4', compact: 'space-y-3' } },
})

const itemVariants = cva('flex', {
  variants: {
    variant: {
      cards: cardVariants({ padding: 'sm', className: 'relative gap-4' }),
      plain: 'gap-4',
      compact: 'gap-3',
    },
  },
})

const numberVariants = cva('flex shrink-0 items-center justify-center rounded-full text-primary-foreground', {
  variants: {
    variant: {
      cards: 'size-9 bg-linear-to-br from-primary to-primary/70 text-sm font-bold shadow-sm',
      plain: 'size-9 bg-primary font-bold',
      compact: 'size-6 bg-primary text-xs font-semibold',
    },
  },
})

const titleClasses: Record<Variant, string> = {
  cards: 'font-semibold',
  plain: 'pt-1 font-semibold',
  compact: 'font-medium',
}
const textClasses: Record<Variant, string> = {
  cards: 'mt-1 text-sm leading-6 text-muted-foreground',
  plain: 'mt-1 text-sm text-muted-foreground',
  compact: 'mt-0.5 text-sm leading-6 text-muted-foreground',
}

interface NumberedStepsProps {
  steps: Step[]
  /** Boxed cards, unboxed large numbers, or small numbers inside running text. */
  variant?: Variant
  /** Two columns from the sm breakpoint (cards only). */
  horizontal?: boolean
  className?: string
  /** What follows a step's text (a guide's checklist box). */
  after?: (index: number) => ReactNode
  /** A guide's steps: each step's words are a frozen part of the page, kept as HTML when its text is ''. */
  frozenName?: (index: number) => string
}

/** An ordered path of short numbered steps: the one way the site draws numbered steps. */
export function NumberedSteps({
  steps,
  variant = 'cards',
  horizontal = false,
  className,
  after,
  frozenName,
}: NumberedStepsProps) {
  return (
    <ol className={cn(listVariants({ variant }), horizontal && 'sm:grid-cols-2', className)}>
      {steps.map((step, index) => (
        <li key={step.title} className={itemVariants({ variant })}>
          <span aria-hidden="true" className={numberVariants({ variant })}>
            {index + 1}
          </span>
          <div className="min-w-0 break-words">
            <p className={titleClasses[variant]}>{step.title}</p>
            {frozenName ? (
              <FrozenRegion as="p" className={textClasses[variant]} name={frozenName(index)}>
                {step.text === '' ? undefined : step.text}
              </FrozenRegion>
            ) : (
              <p className={textClasses[variant]}>{step.text}</p>
            )}
            {after?.(index)}
          </div>
        </li>
      ))}
    </ol>
  )
}
