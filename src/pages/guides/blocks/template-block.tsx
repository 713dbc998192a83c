import { FileText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cardVariants } from '@/components/ui/card'
import type { TemplateBlock } from '@super-individual/content'
import { FrozenRegion, frozenText } from '@/components/frozen-region'
import { CopyButton } from './copy-button'

/**
 * Text a reader pastes and fills in (a post, a welcome message, a checklist): labelled as a template,
 * wrapped like prose rather than scrolled like code. Its text is kept as HTML like a snippet's
 * (code-block.tsx).
 */
export function TemplateBlockView({ block, region }: { block: TemplateBlock; region: string }) {
  const { t } = useTranslation('guides')
  return (
    <figure
      className={cardVariants({ tone: 'plain', padding: 'none', className: 'mt-4 overflow-hidden bg-card' })}
    >
      <figcaption className="flex items-center justify-between gap-3 border-b border-border px-3 py-1.5 text-xs">
        {/* On a phone a long title moves under the label whole rather than break mid-name. */}
        <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary">
            <FileText aria-hidden="true" className="size-3.5" />
            {t('blocks.template.label')}
          </span>
          <span className="min-w-0 font-semibold [overflow-wrap:anywhere]">{block.title}</span>
        </span>
        <CopyButton
          text={() => frozenText(region)}
          label={t('blocks.template.copyLabel', { title: block.title })}
        />
      </figcaption>
      <pre className="whitespace-pre-wrap break-words p-3 font-sans text-sm leading-6">
        <FrozenRegion as="span" name={region}>
          {block.text === '' ? undefined : block.text}
        </FrozenRegion>
      </pre>
    </figure>
  )
}
