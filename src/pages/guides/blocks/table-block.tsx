import { cn } from '@/lib/cn'
import type { TableBlock } from '../article-schema'

/** A captioned table; on a narrow screen it scrolls sideways inside its frame instead of the page. */
export function TableBlockView({ block }: { block: TableBlock }) {
  return (
    // A scrolling region must take focus so keyboard users can scroll it (axe: scrollable-region-focusable).
    <div
      role="region"
      aria-label={block.caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see the comment above
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-card border border-border focus-visible:outline-2 focus-visible:outline-ring"
    >
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
    </div>
  )
}
