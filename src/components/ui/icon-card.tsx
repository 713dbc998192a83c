import { cva, type VariantProps } from 'class-variance-authority'
import type { LucideIcon } from 'lucide-react'
import type { HTMLAttributes, ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Card, type CardProps } from './card'

/** The rounded square an icon sits on at the head of a card. */
export const iconTileVariants = cva('flex shrink-0 items-center justify-center rounded-xl text-primary', {
  variants: {
    tone: {
      gradient: 'bg-linear-to-br from-primary/20 to-accent/20',
      soft: 'bg-primary/10',
      raised: 'bg-card shadow-sm',
    },
    size: { sm: 'size-9 [&_svg]:size-5', md: 'size-10 [&_svg]:size-5', lg: 'size-11 [&_svg]:size-6' },
  },
  defaultVariants: { tone: 'gradient', size: 'md' },
})

type TileVariants = VariantProps<typeof iconTileVariants>

export function IconTile({
  icon: Icon,
  tone,
  size,
  className,
}: { icon: LucideIcon; className?: string } & TileVariants) {
  return (
    <span aria-hidden="true" className={cn(iconTileVariants({ tone, size }), className)}>
      <Icon />
    </span>
  )
}

interface IconCardHeaderProps extends TileVariants {
  icon: LucideIcon
  title: ReactNode
  headingId?: string
  headingLevel?: 2 | 3
  /** Tile above the title (`stacked`) or beside it (`row`). */
  layout?: 'row' | 'stacked'
  headingClassName?: string
  /** Under the title, beside the tile (a short text). */
  children?: ReactNode
  className?: string
}

/** A card's head: an icon tile and the title, with an optional line of text beside the tile. */
export function IconCardHeader({
  icon,
  title,
  headingId,
  headingLevel = 3,
  layout = 'row',
  headingClassName,
  children,
  className,
  tone,
  size,
}: IconCardHeaderProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const heading = (
    <Heading id={headingId} className={cn('text-lg leading-snug font-semibold', headingClassName)}>
      {title}
    </Heading>
  )
  if (layout === 'stacked') {
    return (
      <div className={className}>
        <IconTile icon={icon} tone={tone} size={size} />
        <div className="mt-3">
          {heading}
          {children}
        </div>
      </div>
    )
  }
  return (
    <div className={cn('flex gap-3', children ? 'items-start' : 'items-center', className)}>
      <IconTile icon={icon} tone={tone} size={size} />
      {children ? (
        <div className="min-w-0 flex-1">
          {heading}
          {children}
        </div>
      ) : (
        heading
      )}
    </div>
  )
}

type IconCardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> &
  Pick<CardProps, 'padding' | 'hover'> &
  Pick<
    IconCardHeaderProps,
    'icon' | 'title' | 'headingId' | 'headingLevel' | 'layout' | 'headingClassName'
  > & {
    tileTone?: TileVariants['tone']
    tileSize?: TileVariants['size']
    /** Under the title, beside the tile. */
    description?: ReactNode
    /** The element the card is (a list item, an article...). */
    as?: 'div' | 'li' | 'article' | 'section'
  }

/** A raised card headed by an icon tile and a title; the rest of the card follows as children. */
export function IconCard({
  icon,
  title,
  headingId,
  headingLevel,
  layout,
  headingClassName,
  tileTone,
  tileSize,
  description,
  as: Element = 'div',
  padding,
  hover,
  className,
  children,
  ...elementProps
}: IconCardProps) {
  return (
    <Card asChild padding={padding} hover={hover} className={className}>
      <Element {...elementProps}>
        <IconCardHeader
          icon={icon}
          title={title}
          headingId={headingId}
          headingLevel={headingLevel}
          layout={layout}
          headingClassName={headingClassName}
          tone={tileTone}
          size={tileSize}
        >
          {description}
        </IconCardHeader>
        {children}
      </Element>
    </Card>
  )
}
