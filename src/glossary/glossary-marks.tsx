import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { usePageContent } from '@/i18n/use-page-content'
import { loadChunk } from '@/lib/chunk-reload'
import { POPOVER_ID, type ActiveMark, type OpenedBy } from './active-mark'
import type { GlossaryMarks } from './glossary-content'
import { marksNamespace } from '@super-individual/content'
import { useGlossaryMarksEnabled } from './marks-setting'

// Radix's popover and the words around the definition load with the first hover, focus or tap (a
// chunk a redeploy renamed reloads the page once, as the other lazy parts do).
const GlossaryPopover = lazy(() => loadChunk(() => import('./glossary-popover')))

interface MarksContext {
  content: GlossaryMarks
  active: ActiveMark | null
  open: (mark: ActiveMark) => void
  close: () => void
  /** Hover leaves a mark or the popover: close soon, unless the pointer reaches the other. */
  closeSoon: () => void
  stay: () => void
  /** True while focus is being given back to a mark, which then must not reopen its popover. */
  returning: { current: boolean }
}

const Context = createContext<MarksContext | null>(null)

/**
 * A guide's glossary marks: the build's list of first uses (the `glossary-marks/<id>` namespace,
 * inlined in the prerendered page) and the one popover they share. Without that namespace, or with
 * the marks switched off, the guide's text renders unmarked.
 */
export function GlossaryMarksProvider({ articleId, children }: { articleId: string; children: ReactNode }) {
  const marks = usePageContent(marksNamespace(articleId), 'glossaryMarks')
  const enabled = useGlossaryMarksEnabled()
  const [active, setActive] = useState<ActiveMark | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const returning = useRef(false)
  const returnFocus = useCallback((element: HTMLElement) => {
    returning.current = true
    element.focus({ preventScroll: true })
    returning.current = false
  }, [])
  const stay = useCallback(() => clearTimeout(timer.current), [])
  const open = useCallback((mark: ActiveMark) => {
    clearTimeout(timer.current)
    setActive(mark)
  }, [])
  const close = useCallback(() => {
    clearTimeout(timer.current)
    setActive(null)
  }, [])
  const closeSoon = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setActive((current) => (current?.by === 'hover' ? null : current)), 250)
  }, [])
  const value = useMemo(
    () =>
      marks.ok && enabled ? { content: marks.data, active, open, close, closeSoon, stay, returning } : null,
    [marks, enabled, active, open, close, closeSoon, stay],
  )
  return (
    <Context.Provider value={value}>
      {children}
      {marks.ok && enabled && active && (
        <Suspense fallback={null}>
          <GlossaryPopover
            mark={active}
            term={marks.data.terms[active.term]}
            onClose={close}
            onStay={stay}
            onLeave={closeSoon}
            onReturnFocus={returnFocus}
          />
        </Suspense>
      )}
    </Context.Provider>
  )
}

/** Whether a paragraph or list item shows marks now (the build marked a term in it, and marks are on). */
export function useHasMarks(markKey: string): boolean {
  return Boolean(useContext(Context)?.content.marks[markKey])
}

/** A paragraph or list item of a guide, with the terms the build marked in it. */
export function MarkedText({ markKey, text }: { markKey: string; text: string }) {
  const context = useContext(Context)
  const marks = context?.content.marks[markKey]
  if (!context || !marks) return text
  const pieces: ReactNode[] = []
  let at = 0
  for (const [start, end, term] of marks) {
    pieces.push(
      text.slice(at, start),
      <TermMark key={start} term={term} text={text.slice(start, end)} context={context} />,
    )
    at = end
  }
  pieces.push(text.slice(at))
  return pieces
}

function TermMark({ term, text, context }: { term: string; text: string; context: MarksContext }) {
  const isOpen = context.active?.term === term
  const openBy = (by: OpenedBy) => (event: { currentTarget: HTMLElement }) =>
    context.open({ term, element: event.currentTarget, by })
  return (
    <button
      type="button"
      data-glossary-term={term}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-controls={isOpen ? POPOVER_ID : undefined}
      className="inline cursor-help rounded-sm bg-transparent p-0 text-left underline decoration-muted-foreground decoration-dotted underline-offset-4 [font:inherit] hover:decoration-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      onPointerEnter={(event) => event.pointerType === 'mouse' && !isOpen && openBy('hover')(event)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && context.closeSoon()}
      onFocus={(event) => !isOpen && !context.returning.current && openBy('focus')(event)}
      onBlur={(event) => {
        // Focus that moves into the popover keeps it open; anywhere else closes a popover focus opened.
        const into = event.relatedTarget
        if (context.active?.by === 'focus' && !(into instanceof Element && into.closest(`#${POPOVER_ID}`)))
          context.close()
      }}
      onClick={(event) =>
        isOpen && context.active?.by === 'click' ? context.close() : openBy('click')(event)
      }
    >
      {text}
    </button>
  )
}
