import { useTranslation } from 'react-i18next'
import type { CodeBlock } from '@super-individual/content'
import { cardVariants } from '@/components/ui/card'
import { FrozenRegion, frozenText } from '@/components/frozen-region'
import { CopyButton } from './copy-button'
import { TestedNote } from './tested-note'

/**
 * A copyable snippet: language label, copy button, its own horizontal scroll for long lines, and
 * under it what its test ran it with. `region` names its code, which a page hydrating from the
 * build's skeleton keeps as HTML (the skeleton's code is ''); the copy button copies it from the page.
 */
export function CodeBlockView({ block, region }: { block: CodeBlock; region: string }) {
  const { t } = useTranslation('guides')
  const language = t(`blocks.languages.${block.language}`)
  return (
    <figure className={cardVariants({ tone: 'muted', padding: 'none', className: 'mt-4 overflow-hidden' })}>
      <figcaption className="flex items-center justify-between gap-3 border-b border-border px-3 py-1.5 text-xs">
        <span className="min-w-0 truncate text-muted-foreground">
          <span className="font-semibold text-foreground">{language}</span>
          {block.title && <span> · {block.title}</span>}
        </span>
        <CopyButton text={() => frozenText(region)} label={t('blocks.copyLabel', { language })} />
      </figcaption>
      {/* A scrolling region must take focus so keyboard users can scroll a long line sideways (axe: scrollable-region-focusable). */}
      <pre
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see the comment above
        tabIndex={0}
        className="overflow-x-auto p-3 text-[13px] leading-6 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <FrozenRegion as="code" name={region}>
          {block.code === '' ? undefined : block.code}
        </FrozenRegion>
      </pre>
      {block.tested && <TestedNote tested={block.tested} />}
    </figure>
  )
}
