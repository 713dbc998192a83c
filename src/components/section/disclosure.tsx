import { ChevronDown } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { iconTileVariants } from '@/components/ui/icon-card'

interface DisclosureProps {
  title: string
  /** A short label above the title, such as "0-3 months". */
  meta?: string
  /** Always visible under the heading, so a closed part still says what it holds. */
  summary?: string
  /** Decoration before the title (a number or an icon); hidden from assistive technology. */
  badge?: ReactNode
  defaultOpen?: boolean
  headingLevel?: 2 | 3
  children: ReactNode
}

/**
 * A disclosure: a heading holding a real button that shows and hides the panel. The panel stays in
 * the DOM (hidden), so aria-controls always points at an element and find-in-page tools see the text.
 */
export function Disclosure({
  title,
  meta,
  summary,
  badge,
  defaultOpen = false,
  headingLevel = 3,
  children,
}: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen)
  const id = useId()
  const panelId = `${id}-panel`
  const summaryId = `${id}-summary`
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div
      data-state={open ? 'open' : 'closed'}
      className={cn(
        'rounded-card border bg-card shadow-sm transition-colors motion-reduce:transition-none',
        open ? 'border-primary/40 shadow-md' : 'border-border hover:border-primary/30',
      )}
    >
      <Heading>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-describedby={summary ? summaryId : undefined}
          onClick={() => setOpen((value) => !value)}
          className={cn(
            'flex w-full items-center gap-3 rounded-card px-4 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:px-5',
            summary ? 'pt-4 pb-2' : 'py-4',
          )}
        >
          {badge && (
            <span
              aria-hidden="true"
              className={iconTileVariants({ tone: 'soft', className: 'text-sm font-bold' })}
            >
              {badge}
            </span>
          )}
          <span className="min-w-0 flex-1">
            {meta && <span className="block text-xs font-semibold tracking-wide text-primary">{meta}</span>}
            <span className="block text-lg leading-snug font-semibold">{title}</span>
          </span>
          <span
            aria-hidden="true"
            className={cn(
              'flex size-8 shrink-0 items-center justify-center rounded-full border border-border text-muted-foreground transition-transform motion-reduce:transition-none',
              open && 'rotate-180 border-primary/40 text-primary',
            )}
          >
            <ChevronDown className="size-4" />
          </span>
        </button>
      </Heading>
      {summary && (
        <p
          id={summaryId}
          className={cn(
            'px-4 pb-4 text-sm leading-6 text-muted-foreground sm:px-5',
            badge && 'sm:pl-[4.5rem]',
          )}
        >
          {summary}
        </p>
      )}
      <div id={panelId} hidden={!open} className="border-t border-border px-4 py-5 sm:px-5">
        {children}
      </div>
    </div>
  )
}
