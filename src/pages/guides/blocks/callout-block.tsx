import { Lightbulb, TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'
import type { CalloutBlock } from '@super-individual/content'

/** A tip or a warning set apart from the prose; the tone is named in words, not by colour alone. */
export function CalloutBlockView({ block }: { block: CalloutBlock }) {
  const { t } = useTranslation('guides')
  const Icon = block.tone === 'tip' ? Lightbulb : TriangleAlert
  return (
    <aside
      className={cn(
        'mt-4 flex gap-3 rounded-card border-l-4 p-4 text-sm leading-6',
        block.tone === 'tip' ? 'border-primary bg-primary/5' : 'border-amber-500 bg-amber-500/10',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn(
          'mt-0.5 size-4 shrink-0',
          block.tone === 'tip' ? 'text-primary' : 'text-amber-600 dark:text-amber-400',
        )}
      />
      <p>
        <strong className="font-semibold">{t(`blocks.${block.tone}`)}</strong> {block.text}
      </p>
    </aside>
  )
}
