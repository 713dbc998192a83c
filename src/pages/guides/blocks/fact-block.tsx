import { BadgeCheck, CircleHelp } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { FactBlock } from '../article-schema'
import { DatedSource } from './dated-source'
import { cardVariants } from '@/components/ui/card'

/** A checkable statement: when it was confirmed and the exact page that says so, or "to be confirmed". */
export function FactBlockView({ block }: { block: FactBlock }) {
  const { t } = useTranslation('guides')
  const verified = !('unverified' in block)
  const Icon = verified ? BadgeCheck : CircleHelp
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
