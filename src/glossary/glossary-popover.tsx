import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover'
import { withLanguagePrefix } from '@/i18n/language-path'
import { useActiveLanguage } from '@/i18n/use-active-language'
import type { GlossaryMarks } from './glossary-content'
import { POPOVER_ID, type ActiveMark } from './active-mark'
import { setGlossaryMarksEnabled } from './marks-setting'

interface GlossaryPopoverProps {
  mark: ActiveMark
  term: GlossaryMarks['terms'][string]
  onClose: () => void
  onStay: () => void
  onLeave: () => void
  /** Gives focus back to the mark without opening the popover again. */
  onReturnFocus: (element: HTMLElement) => void
}

/**
 * A marked term's definition, beside the mark: a lazy chunk, loaded with the first mark a reader
 * hovers, focuses or taps. Opened by a click, a tap or Enter it takes focus (Escape gives it back
 * to the mark); opened by hover or focus it only shows, and the mark keeps focus.
 */
export default function GlossaryPopover({
  mark,
  term,
  onClose,
  onStay,
  onLeave,
  onReturnFocus,
}: GlossaryPopoverProps) {
  const { t } = useTranslation('glossary')
  const { active } = useActiveLanguage()
  const headingId = `${POPOVER_ID}-term`
  const entryLink = useRef<HTMLAnchorElement>(null)
  // A click, a tap or Enter on the mark moves focus in, also when hover or focus had already opened it.
  useEffect(() => {
    if (mark.by === 'click') entryLink.current?.focus({ preventScroll: true })
  }, [mark])
  return (
    <Popover open onOpenChange={(open) => !open && onClose()}>
      <PopoverAnchor virtualRef={{ current: mark.element }} />
      <PopoverContent
        id={POPOVER_ID}
        aria-labelledby={headingId}
        side="top"
        align="start"
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onEscapeKeyDown={() => mark.by === 'click' && onReturnFocus(mark.element)}
        onKeyDown={(event) => {
          // The popover sits at the end of the page (a portal): Tab out of it goes back to the mark,
          // so the reader carries on from where the term stands in the text.
          if (event.key !== 'Tab') return
          const items = [...event.currentTarget.querySelectorAll<HTMLElement>('a, button')]
          if (document.activeElement !== (event.shiftKey ? items[0] : items.at(-1))) return
          event.preventDefault()
          onClose()
          onReturnFocus(mark.element)
        }}
        // The mark handles its own clicks (a second tap closes); anything else outside closes.
        onInteractOutside={(event) =>
          event.target instanceof Node && mark.element.contains(event.target) && event.preventDefault()
        }
        onPointerEnter={(event) => event.pointerType === 'mouse' && onStay()}
        onPointerLeave={(event) => event.pointerType === 'mouse' && onLeave()}
      >
        <p id={headingId} className="font-semibold">
          {term.name}{' '}
          <span className="ml-1 font-normal text-muted-foreground" lang={active === 'zh' ? 'en' : 'zh'}>
            {term.otherName}
          </span>
        </p>
        <p className="mt-1.5 leading-6">{term.definition}</p>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <a
            ref={entryLink}
            href={`${withLanguagePrefix('/glossary', active)}#${mark.term}`}
            className="font-medium text-primary hover:underline"
          >
            {t('popover.entry')}
          </a>
          <button
            type="button"
            className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
            onClick={() => {
              onClose()
              setGlossaryMarksEnabled(false)
            }}
          >
            {t('popover.hideMarks')}
          </button>
        </div>
      </PopoverContent>
    </Popover>
  )
}
