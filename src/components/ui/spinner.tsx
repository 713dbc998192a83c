import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/lib/cn'

const spinnerVariants = cva('inline-block shrink-0 animate-spin rounded-full', {
  variants: {
    size: {
      sm: 'size-4 border-2',
      md: 'size-5 border-2',
      lg: 'size-10 border-[3px]',
    },
    tone: {
      primary: 'border-primary border-t-transparent',
      // Inside a button it takes the button's text colour.
      current: 'border-current border-t-transparent',
    },
  },
  defaultVariants: { size: 'md', tone: 'primary' },
})

interface SpinnerProps extends VariantProps<typeof spinnerVariants> {
  /** Announced to assistive technology; without it the spinner is decoration beside a visible text. */
  label?: string
  className?: string
}

/** The one loading indicator: a ring that turns. */
export function Spinner({ label, size, tone, className }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      className={cn(spinnerVariants({ size, tone }), className)}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  )
}
