import type { ArticleBlock } from '@super-individual/content'
import { CodeBlockView } from './code-block'
import { FrozenTypeBlockView } from './frozen-type-block'
import { TemplateBlockView } from './template-block'

/** `region`: the block's name among the page's frozen parts ("section-3/2"). */
export function ArticleBlockView({ block, region }: { block: ArticleBlock; region: string }) {
  switch (block.type) {
    case 'code':
      return <CodeBlockView block={block} region={`${region}/code`} />
    case 'template':
      return <TemplateBlockView block={block} region={`${region}/text`} />
    default:
      return <FrozenTypeBlockView block={block} />
  }
}
