import { BadgeCheck, CircleHelp } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { FactBlock } from '@super-individual/content'
import { DatedSource } from './dated-source'
import { cardVariants } from '@/components/ui/card'

/** A checkable statement: when it was confirmed and the exact page that says so, or "to be confirmed". */
export function FactBlockView({ block }: { block: FactBlock }) {
  const { t } = useTranslation('guides')
  const verified = !('unverified' in block)
  const Icon = verified ? BadgeCheck : CircleHelp
  const quoteId = useId()
  return (
    <div
      className={cardVariants({
        tone: 'plain',
        padding: 'sm',
        className: 'mt-4 flex gap-3 bg-card text-sm leading-6',
      })}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0">
        <p>{block.text}</p>
        {'quote' in block && block.quote && (
          <figure aria-labelledby={quoteId} className="mt-2 border-l-2 pl-3 text-muted-foreground">
            <figcaption id={quoteId} className="text-xs font-medium">
              {t('blocks.quote')}
            </figcaption>
            <blockquote cite={block.source.url} className="mt-1">
              <p>{block.quote}</p>
            </blockquote>
          </figure>
        )}
        <p className="mt-1 text-xs text-muted-foreground">
          {'unverified' in block ? (
            <span className="font-medium text-amber-700 dark:text-amber-400">{t('blocks.unverified')}</span>
          ) : (
            <DatedSource asOf={block.asOf} checked={block.checked} source={block.source} />
          )}
        </p>
      </div>
    </div>
  )
}
