import type { ReactNode } from 'react'

/** The HTML of each frozen part of the prerendered page, read the first time React draws it. */
const captured = new Map<string, string>()

/**
 * A frozen part's HTML. The first draw of a part is hydration's (or, when it failed or the page's
 * code did not load, a first render's), whose render runs while the prerendered HTML is still in the
 * document: it is read then and kept, so that a return to this guide within the app draws it again.
 */
function frozenHtml(name: string): string {
  const html = captured.get(name) ?? document.querySelector(`[data-frozen="${CSS.escape(name)}"]`)?.innerHTML
  if (html !== undefined) captured.set(name, html)
  return html ?? ''
}

/** A frozen part's text as the page shows it, kept as HTML or drawn by React: what a copy button copies. */
export function frozenText(name: string): string {
  return document.querySelector(`[data-frozen="${CSS.escape(name)}"]`)?.textContent ?? ''
}

/** The same HTML with every element unwrapped: a paragraph's text without its marks. */
function withoutElements(html: string): string {
  const parsed = document.createElement('template')
  parsed.innerHTML = html
  const text = document.createElement('p')
  text.textContent = parsed.content.textContent
  return text.innerHTML
}

/**
 * A part of a guide that never changes after the build. With its content (the build, or a page
 * reached in the app) it renders it; without (hydrating a prerendered page from the skeleton) it
 * keeps the HTML it finds: React neither compares nor redraws what is inside.
 */
export function FrozenRegion({
  name,
  as: Element = 'div',
  // The wrapper draws no box; an element that is the part itself (a paragraph, an item) keeps its own.
  className = Element === 'div' ? 'contents' : undefined,
  textOnly = false,
  children,
}: {
  name: string
  /** The region's own element: a wrapper that draws no box, or the paragraph or list item itself. */
  as?: 'div' | 'p' | 'li' | 'code' | 'span'
  className?: string
  /** Kept HTML drawn as its text alone (a paragraph whose glossary marks the reader switched off). */
  textOnly?: boolean
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
      dangerouslySetInnerHTML={{ __html: textOnly ? withoutElements(frozenHtml(name)) : frozenHtml(name) }}
    />
  )
}
