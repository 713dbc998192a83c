import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import type { CodeBlock } from '../article-schema'
import { cardVariants } from '@/components/ui/card'

const COPIED_MS = 2000
const states = ['idle', 'copied', 'failed'] as const
const labelKeys = { idle: 'blocks.copy', copied: 'blocks.copied', failed: 'blocks.copyFailed' } as const

/** A copyable snippet: language label, copy button, and its own horizontal scroll for long lines. */
export function CodeBlockView({ block }: { block: CodeBlock }) {
  const { t } = useTranslation('guides')
  const [state, setState] = useState<(typeof states)[number]>('idle')

  useEffect(() => {
    if (state === 'idle') return
    const timer = setTimeout(() => setState('idle'), COPIED_MS)
    return () => clearTimeout(timer)
  }, [state])

  const copy = () => {
    navigator.clipboard.writeText(block.code).then(
      () => setState('copied'),
      () => setState('failed'),
    )
  }

  const language = t(`blocks.languages.${block.language}`)
  return (
    <figure className={cardVariants({ tone: 'muted', padding: 'none', className: 'mt-4 overflow-hidden' })}>
      <figcaption className="flex items-center justify-between gap-3 border-b border-border px-3 py-1.5 text-xs">
        <span className="min-w-0 truncate text-muted-foreground">
          <span className="font-semibold text-foreground">{language}</span>
          {block.title && <span> · {block.title}</span>}
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={copy}
          className="h-7 shrink-0 px-2 text-xs"
          aria-label={t('blocks.copyLabel', { language })}
        >
          {state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {/* Both labels share one grid cell so the button keeps the width of the longer one. */}
          <span className="grid">
            {states.map((label) => (
              <span key={label} className={cn('col-start-1 row-start-1', state !== label && 'invisible')}>
                {t(labelKeys[label])}
              </span>
            ))}
          </span>
        </Button>
      </figcaption>
      {/* A scrolling region must take focus so keyboard users can scroll a long line sideways (axe: scrollable-region-focusable). */}
      <pre
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see the comment above
        tabIndex={0}
        className="overflow-x-auto p-3 text-[13px] leading-6 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <code>{block.code}</code>
      </pre>
      <span role="status" className="sr-only">
        {state === 'idle' ? '' : t(labelKeys[state])}
      </span>
    </figure>
  )
}
