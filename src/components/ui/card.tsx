import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** The site's one card surface: the rounded border every boxed part of a page shares. */
export const cardVariants = cva('rounded-card border', {
  variants: {
    tone: {
      raised: 'border-border bg-card shadow-sm',
      muted: 'border-border bg-muted/40',
      plain: 'border-border',
      accent: 'border-accent/40 bg-accent/10',
      danger: 'border-destructive/40',
    },
    padding: { none: '', sm: 'p-4', md: 'p-5', lg: 'p-6' },
    hover: {
      none: '',
      lift: 'transition-shadow hover:shadow-md motion-reduce:transition-none',
      border: 'transition-colors hover:border-primary/40 motion-reduce:transition-none',
    },
  },
  defaultVariants: { tone: 'raised', padding: 'md', hover: 'none' },
})

export type CardProps = ComponentProps<'div'> & VariantProps<typeof cardVariants> & { asChild?: boolean }

/** A card; `asChild` lends the classes to its one child (an li, article or section). */
export function Card({ className, tone, padding, hover, asChild = false, ...props }: CardProps) {
  const Component = asChild ? Slot : 'div'
  return (
    <Component
      data-slot="card"
      className={cn(cardVariants({ tone, padding, hover }), className)}
      {...props}
    />
  )
}
