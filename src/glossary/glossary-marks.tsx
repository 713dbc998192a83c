import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useTranslation } from 'react-i18next'
import { readPageContent, usePageContent } from '@/i18n/use-page-content'
import { loadChunk } from '@/lib/chunk-reload'
import { POPOVER_ID, type ActiveMark, type OpenedBy } from './active-mark'
import type { GlossaryMarks } from './glossary-content'
import { marksNamespace } from '@super-individual/content'
import { useGlossaryMarksEnabled } from './marks-setting'

// Radix's popover and the words around the definition load with the first hover, focus or tap (a
// chunk a redeploy renamed reloads the page once, as the other lazy parts do).
const GlossaryPopover = lazy(() => loadChunk(() => import('./glossary-popover')))

interface MarksContext {
  /** The marks by paragraph and item, null until the namespace has come. */
  content: GlossaryMarks | null
  /** Whether marks show: the reader can switch them off. */
  shown: boolean
}

const Context = createContext<MarksContext>({ content: null, shown: true })

/**
 * A guide's glossary marks and the one popover they share. A page drawn in the app waits for the
 * build's list of first uses (the `glossary-marks/<id>` namespace) and draws the marks from it. A
 * prerendered guide (`kept`: it hydrates from the build's skeleton) already has its marks in its
 * HTML, so the namespace, which holds the definitions, comes with the first mark a reader uses,
 * beside the popover's own code.
 * A mark is only markup: one set of listeners here serves marks React drew and marks kept as HTML.
 */
export function GlossaryMarksProvider({
  articleId,
  kept,
  children,
}: {
  articleId: string
  kept: boolean
  children: ReactNode
}) {
  return kept ? (
    <KeptMarks namespace={marksNamespace(articleId)}>{children}</KeptMarks>
  ) : (
    <DrawnMarks namespace={marksNamespace(articleId)}>{children}</DrawnMarks>
  )
}

function DrawnMarks({ namespace, children }: { namespace: string; children: ReactNode }) {
  const marks = usePageContent(namespace, 'glossaryMarks')
  return <Marks content={marks.ok ? marks.data : null}>{children}</Marks>
}

function KeptMarks({ namespace, children }: { namespace: string; children: ReactNode }) {
  const { i18n } = useTranslation()
  const read = useCallback(() => readPageContent(i18n, namespace, 'glossaryMarks'), [i18n, namespace])
  const [content, setContent] = useState(read)
  const load = useCallback(() => {
    void i18n.loadNamespaces(namespace).then(() => setContent(read()))
  }, [i18n, namespace, read])
  return (
    <Marks content={content} onFirstUse={content ? undefined : load}>
      {children}
    </Marks>
  )
}

const markOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-glossary-term]') : null

function Marks({
  content,
  onFirstUse,
  children,
}: {
  content: GlossaryMarks | null
  /** Asks for the definitions, when they have not come with the page. */
  onFirstUse?: () => void
  children: ReactNode
}) {
  const shown = useGlossaryMarksEnabled()
  const [active, setActive] = useState<ActiveMark | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const returning = useRef(false)
  const returnFocus = useCallback((element: HTMLElement) => {
    returning.current = true
    element.focus({ preventScroll: true })
    returning.current = false
  }, [])
  const stay = useCallback(() => clearTimeout(timer.current), [])
  const close = useCallback(() => {
    clearTimeout(timer.current)
    setActive(null)
  }, [])
  const closeSoon = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setActive((current) => (current?.by === 'hover' ? null : current)), 250)
  }, [])

  // The mark whose popover shows says so; React never sets these, so kept marks carry them too.
  useEffect(() => {
    const element = active?.element
    if (!element) return
    element.setAttribute('aria-expanded', 'true')
    element.setAttribute('aria-controls', POPOVER_ID)
    return () => {
      element.setAttribute('aria-expanded', 'false')
      element.removeAttribute('aria-controls')
    }
  }, [active])

  const value = useMemo(() => ({ content, shown }), [content, shown])
  const marksElement = useRef<HTMLDivElement>(null)
  // One set of listeners on the marks' common ancestor: a mark kept as HTML has no handlers of its own.
  useEffect(() => {
    const root = marksElement.current
    if (!root || !shown) return
    const isOpen = (mark: HTMLElement) => active?.element === mark
    const open = (mark: HTMLElement, by: OpenedBy) => {
      clearTimeout(timer.current)
      onFirstUse?.()
      setActive({ term: mark.dataset.glossaryTerm ?? '', element: mark, by })
    }
    const outside = (mark: HTMLElement, event: PointerEvent) =>
      !(event.relatedTarget instanceof Node && mark.contains(event.relatedTarget))
    const listeners = {
      pointerover: (mark: HTMLElement, event: PointerEvent) => {
        if (event.pointerType !== 'mouse' || !outside(mark, event)) return
        if (isOpen(mark)) stay()
        else open(mark, 'hover')
      },
      pointerout: (mark: HTMLElement, event: PointerEvent) => {
        if (event.pointerType === 'mouse' && outside(mark, event)) closeSoon()
      },
      focusin: (mark: HTMLElement) => {
        if (!isOpen(mark) && !returning.current) open(mark, 'focus')
      },
      focusout: (_: HTMLElement, event: FocusEvent) => {
        // Focus that moves into the popover keeps it open; anywhere else closes a popover focus opened.
        const into = event.relatedTarget
        if (active?.by === 'focus' && !(into instanceof Element && into.closest(`#${POPOVER_ID}`))) close()
      },
      click: (mark: HTMLElement) => {
        if (isOpen(mark) && active?.by === 'click') close()
        else open(mark, 'click')
      },
    }
    const attached = Object.entries(listeners).map(([type, handle]) => {
      const listener = (event: Event) => {
        const mark = markOf(event.target)
        if (mark) (handle as (mark: HTMLElement, event: Event) => void)(mark, event)
      }
      root.addEventListener(type, listener)
      return () => root.removeEventListener(type, listener)
    })
    return () => attached.forEach((detach) => detach())
  }, [active, shown, onFirstUse, stay, close, closeSoon])

  const term = active && content?.terms[active.term]
  return (
    <Context.Provider value={value}>
      <div ref={marksElement} className="contents">
        {children}
      </div>
      {shown && active && term && (
        <Suspense fallback={null}>
          <GlossaryPopover
            mark={active}
            term={term}
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

/** Whether marks show now; a paragraph kept as HTML drops its marks when they do not. */
export const useMarksShown = () => useContext(Context).shown

/** A paragraph or list item of a guide, with the terms the build marked in it. */
export function MarkedText({ markKey, text }: { markKey: string; text: string }) {
  const { content, shown } = useContext(Context)
  const marks = shown ? content?.marks[markKey] : undefined
  if (!marks) return text
  const pieces: ReactNode[] = []
  let at = 0
  for (const [start, end, term] of marks) {
    pieces.push(text.slice(at, start), <TermMark key={start} term={term} text={text.slice(start, end)} />)
    at = end
  }
  pieces.push(text.slice(at))
  return pieces
}

/** Markup only: the provider's listeners open its popover and set its aria-expanded. */
function TermMark({ term, text }: { term: string; text: string }) {
  return (
    <button
      type="button"
      data-glossary-term={term}
      aria-haspopup="dialog"
      aria-expanded="false"
      className="inline cursor-help rounded-sm bg-transparent p-0 text-left underline decoration-muted-foreground decoration-dotted underline-offset-4 [font:inherit] hover:decoration-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {text}
    </button>
  )
}
