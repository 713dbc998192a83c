import * as PopoverPrimitive from '@radix-ui/react-popover'
import { useEffect, type ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export const Popover = PopoverPrimitive.Root
export const PopoverAnchor = PopoverPrimitive.Anchor

/**
 * A floating panel beside its anchor, in a portal, so opening it moves nothing on the page. Not
 * modal: its opener decides where Tab goes from it.
 */
export function PopoverContent({
  className,
  sideOffset = 6,
  collisionPadding = 12,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  // Radix puts two empty focusable spans at the ends of <body> to catch focus for a trapping scope.
  // A non-modal popover traps nothing, and as tab stops with no role they are a stop a keyboard
  // reader meets for nothing (axe: focus-order-semantics). Radix adds them from an effect of the
  // content, which the portal mounts later than this component: so watch <body> while open.
  useEffect(() => {
    const untab = () => {
      for (const guard of document.querySelectorAll<HTMLElement>('[data-radix-focus-guard]'))
        guard.tabIndex = -1
    }
    untab()
    const observer = new MutationObserver(untab)
    observer.observe(document.body, { childList: true })
    return () => observer.disconnect()
  }, [])
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 w-80 max-w-[calc(100vw-1.5rem)] rounded-lg border border-border bg-background p-4 text-sm shadow-lg outline-none',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  )
}
