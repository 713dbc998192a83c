import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { cardVariants } from '@/components/ui/card'
import { IconCardHeader } from '@/components/ui/icon-card'
import { Badge } from '@/components/ui/badge'

interface SidePanelProps {
  id: string
  title: string
  icon: LucideIcon
  /** A short status shown as a badge next to the title, such as "Planned". */
  status?: string
  className?: string
  children: ReactNode
}

/** A boxed aside of a section page (community, learning records, support...). */
export function SidePanel({ id, title, icon, status, className, children }: SidePanelProps) {
  const headingId = `${id}-title`
  return (
    <section id={id} aria-labelledby={headingId} className={cn(cardVariants(), 'scroll-mt-28', className)}>
      <div className="flex flex-wrap items-center gap-3">
        <IconCardHeader
          icon={icon}
          title={title}
          headingId={headingId}
          headingLevel={2}
          tone="soft"
          size="sm"
        />
        {status && (
          <Badge variant="outline" className="ml-auto">
            {status}
          </Badge>
        )}
      </div>
      <div className="mt-4 space-y-4 text-sm leading-6">{children}</div>
    </section>
  )
}
