import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

const COPIED_MS = 2000
const states = ['idle', 'copied', 'failed'] as const
const labelKeys = { idle: 'blocks.copy', copied: 'blocks.copied', failed: 'blocks.copyFailed' } as const

/**
 * Copies what `text` reads (the snippet as the page shows it) to the clipboard, then says "Copied" (or that it failed) for two seconds, on the
 * button and to screen readers. `label` names what is copied, for a page with several.
 */
export function CopyButton({ text, label }: { text: () => string; label: string }) {
  const { t } = useTranslation('guides')
  const [state, setState] = useState<(typeof states)[number]>('idle')

  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), COPIED_MS)
    return () => clearTimeout(timer)
  }, [state])

  const copy = () => {
    navigator.clipboard.writeText(text()).then(
      () => setState('copied'),
      () => setState('failed'),
    )
  }

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={copy}
        className="h-7 shrink-0 px-2 text-xs"
        aria-label={label}
      >
        {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {/* The labels share one grid cell so the button keeps the width of the longest. */}
        <span className="grid">
          {states.map((name) => (
            <span key={name} className={cn('col-start-1 row-start-1', state !== name && 'invisible')}>
              {t(labelKeys[name])}
            </span>
          ))}
        </span>
      </Button>
      <span role="status" className="sr-only">
        {state === 'idle' ? '' : t(labelKeys[state])}
      </span>
    </>
  )
}
