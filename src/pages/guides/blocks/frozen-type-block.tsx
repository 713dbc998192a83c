import { use } from 'react'
import type { ArticleBlock } from '@super-individual/content'
import type * as FrozenTypeViews from './frozen-type-views'

export type FrozenTypeBlock = Exclude<ArticleBlock, { type: 'code' | 'template' }>

type Views = typeof FrozenTypeViews
let views: Views | undefined
let loading: Promise<void> | undefined

/**
 * The views of facts, figures, tables, cases and callouts: a prerendered guide keeps those blocks
 * as HTML (frozen-article.ts), so its first load needs none of their code. A guide drawn from its
 * fetched data asks for them beside that data, so they seldom make it wait.
 */
export const loadFrozenTypeViews = () =>
  (loading ??= import('./frozen-type-views').then((module) => {
    views = module
  }))

/** Draws at once once the views are here; before, it waits for them as a lazy component does. */
export function FrozenTypeBlockView({ block }: { block: FrozenTypeBlock }) {
  if (!views) use(loadFrozenTypeViews())
  return views ? <views.FrozenTypeView block={block} /> : null
}
