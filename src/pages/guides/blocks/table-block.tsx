import { cn } from '@/lib/cn'
import type { TableBlock } from '@super-individual/content'
import { ScrollRegion } from './scroll-region'

/** A captioned table; on a narrow screen it scrolls sideways inside its frame instead of the page. */
export function TableBlockView({ block }: { block: TableBlock }) {
  return (
    <ScrollRegion label={block.caption}>
      {/* Two columns fit a phone; wider tables keep readable cells and scroll sideways instead. */}
      <table
        className={cn(
          'w-full border-collapse text-left text-sm',
          block.columns.length > 2 && 'min-w-[32rem]',
        )}
      >
        <caption className="caption-top border-b border-border bg-muted/40 px-3 py-2 text-left font-semibold">
          {block.caption}
        </caption>
        <thead>
          <tr className="border-b border-border">
            {block.columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 align-bottom font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-border last:border-b-0">
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row" className="px-3 py-2 align-top font-medium">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex} className="px-3 py-2 align-top leading-6">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
