import type { ReactNode } from 'react'

/**
 * A framed region that scrolls sideways on a narrow screen instead of the page. It takes focus so
 * keyboard users can scroll it (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see the comment above
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-card border border-border focus-visible:outline-2 focus-visible:outline-ring"
    >
      {children}
    </div>
  )
}
