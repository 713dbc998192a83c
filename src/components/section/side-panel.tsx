import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

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
export function SidePanel({ id, title, icon: Icon, status, className, children }: SidePanelProps) {
  const headingId = `${id}-title`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('scroll-mt-28 rounded-card border border-border bg-card p-5 shadow-sm', className)}
    >
      <div className="flex flex-wrap items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-xl bg-primary/10 text-primary"
        >
          <Icon className="size-5" />
        </span>
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {status && (
          <span className="ml-auto rounded-full border border-border bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
            {status}
          </span>
        )}
      </div>
      <div className="mt-4 space-y-4 text-sm leading-6">{children}</div>
    </section>
  )
}
