import { useTranslation } from 'react-i18next'
import type { CaseBlock } from '@super-individual/content'
import { DatedSource } from './dated-source'
import { cardVariants } from '@/components/ui/card'

/** One real business: what it sells, how it finds customers, its prices and what it made public. */
export function CaseBlockView({ block }: { block: CaseBlock }) {
  const { t } = useTranslation('guides')
  const rows = [
    [t('blocks.case.product'), block.product],
    [t('blocks.case.channel'), block.channel],
    [t('blocks.case.pricing'), block.pricing],
    [t('blocks.case.published'), block.published],
  ] as const
  return (
    <article
      className={cardVariants({ tone: 'plain', padding: 'sm', className: 'mt-4 bg-card text-sm leading-6' })}
    >
      <h3 className="text-base font-semibold">{block.name}</h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">
        <DatedSource asOf={block.asOf} checked={block.checked} source={block.source} />
      </p>
    </article>
  )
}
