import type { ArticleBlock } from '@super-individual/content'
import { CalloutBlockView } from './callout-block'
import { CaseBlockView } from './case-block'
import { CodeBlockView } from './code-block'
import { FactBlockView } from './fact-block'
import { NumbersBlockView } from './numbers-block'
import { TableBlockView } from './table-block'
import { TemplateBlockView } from './template-block'

/** `region`: the block's name among the page's frozen parts ("section-3/2"). */
export function ArticleBlockView({ block, region }: { block: ArticleBlock; region: string }) {
  switch (block.type) {
    case 'code':
      return <CodeBlockView block={block} region={`${region}/code`} />
    case 'template':
      return <TemplateBlockView block={block} region={`${region}/text`} />
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
