import { CalloutBlockView } from './callout-block'
import { CaseBlockView } from './case-block'
import { FactBlockView } from './fact-block'
import { NumbersBlockView } from './numbers-block'
import { TableBlockView } from './table-block'
import type { FrozenTypeBlock } from './frozen-type-block'

/** The blocks a prerendered guide keeps as HTML, drawn for a guide shown from its fetched data. */
export function FrozenTypeView({ block }: { block: FrozenTypeBlock }) {
  switch (block.type) {
    case 'numbers':
      return <NumbersBlockView block={block} />
    case 'table':
      return <TableBlockView block={block} />
    case 'callout':
      return <CalloutBlockView block={block} />
    case 'fact':
      return <FactBlockView block={block} />
    case 'case':
      return <CaseBlockView block={block} />
  }
}
