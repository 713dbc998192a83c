import { useTranslation } from 'react-i18next'
import type { NumbersBlock } from '@super-individual/content'
import { ScrollRegion } from './scroll-region'
import { SourceLink } from './source-link'
import { useSourceDates } from './use-source-dates'

const columns = ['label', 'value', 'source', 'dates'] as const

/**
 * Figures a founder plans with, each row with its own source and dates. Four columns do not fit a
 * phone, so the table keeps readable cells and scrolls sideways inside its frame.
 */
export function NumbersBlockView({ block }: { block: NumbersBlock }) {
  const { t } = useTranslation('guides')
  const datesOf = useSourceDates()
  return (
    <ScrollRegion label={block.caption}>
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="caption-top border-b border-border bg-muted/40 px-3 py-2 text-left font-semibold">
          {block.caption}
        </caption>
        <thead>
          <tr className="border-b border-border">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 align-bottom font-semibold">
                {t(`blocks.numbers.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.label} className="border-b border-border last:border-b-0">
              <th scope="row" className="px-3 py-2 align-top font-medium whitespace-nowrap">
                {row.label}
              </th>
              <td className="px-3 py-2 align-top leading-6 font-semibold tabular-nums">{row.value}</td>
              <td className="px-3 py-2 align-top text-xs leading-5">
                <SourceLink source={row.source} />
              </td>
              {/* A date broken across lines ("2026年11" / "月") reads wrong; the frame scrolls instead. */}
              <td className="px-3 py-2 align-top text-xs leading-5 whitespace-nowrap text-muted-foreground">
                {datesOf(row)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
