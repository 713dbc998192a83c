import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** A small pill: a tag, a status or a chip. */
export const badgeVariants = cva('rounded-full px-2.5 py-0.5 text-xs font-medium', {
  variants: {
    variant: {
      primary: 'bg-primary/10 text-primary',
      muted: 'bg-muted text-muted-foreground',
      outline: 'border border-border bg-muted text-muted-foreground',
      chip: 'border border-border bg-muted/60',
    },
  },
  defaultVariants: { variant: 'primary' },
})

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
}
