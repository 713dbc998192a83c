import type { ReactNode } from 'react'

/**
 * A framed region that scrolls sideways on a narrow screen instead of the page. It takes focus so
 * keyboard users can scroll it (axe: scrollable-region-focusable). It is positioned so that
 * absolutely placed content inside (a link's screen-reader-only "opens in a new tab") is clipped
 * with it: otherwise that text, far right in a wide table, widened the whole page.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see the comment above
      tabIndex={0}
      className="relative mt-4 overflow-x-auto rounded-card border border-border focus-visible:outline-2 focus-visible:outline-ring"
    >
      {children}
    </div>
  )
}
