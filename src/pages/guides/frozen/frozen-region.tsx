import type { ReactNode } from 'react'

/** The HTML of each frozen part of the prerendered page, read before React takes the page over. */
const captured = new Map<string, string>()

/**
 * Keeps the frozen parts' HTML (`data-frozen`) of the page the browser loaded. Called before
 * hydration, so that a part can be drawn again from it if React ever renders the page anew (a
 * failed hydration, a return to this guide within the app).
 */
export function captureFrozenRegions(root: ParentNode) {
  for (const element of root.querySelectorAll<HTMLElement>('[data-frozen]'))
    if (element.dataset.frozen) captured.set(element.dataset.frozen, element.innerHTML)
}

/** Whether every part the skeleton left out is on this page, so the skeleton can be drawn. */
export const hasFrozenHtml = (names: readonly string[]) => names.every((name) => captured.has(name))

/**
 * A part of a guide that never changes after the build. With its content (the build, or a page
 * reached in the app) it renders it; without (hydrating a prerendered page from the skeleton) it
 * keeps the HTML it finds: React neither compares nor redraws what is inside.
 */
export function FrozenRegion({
  name,
  as: Element = 'div',
  className = 'contents',
  children,
}: {
  name: string
  /** The region's own element: a wrapper that draws no box, or the paragraph or list item itself. */
  as?: 'div' | 'p' | 'li'
  className?: string
  children?: ReactNode
}) {
  if (children !== undefined)
    return (
      <Element data-frozen={name} className={className}>
        {children}
      </Element>
    )
  return (
    <Element
      data-frozen={name}
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: captured.get(name) ?? '' }}
    />
  )
}
