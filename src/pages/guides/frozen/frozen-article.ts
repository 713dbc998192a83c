import { marksNamespace, newestCheck, type Article, type ArticleBlock } from '@super-individual/content'

/**
 * Blocks that never change after the build and hold nothing a reader can act on: a prerendered page
 * sends them once, as HTML, and React leaves that HTML alone (src/components/frozen-region.tsx).
 */
const frozenTypes: ReadonlySet<ArticleBlock['type']> = new Set([
  'fact',
  'numbers',
  'table',
  'case',
  'callout',
])

/** Where a frozen block stood: its HTML is on the page, its data is not. */
export interface FrozenBlock {
  type: 'frozen'
}

/**
 * An article as a page has it: whole when fetched, or the build's skeleton inlined for hydration,
 * whose frozen blocks and sources are in the HTML only, with the one figure computed from them.
 */
export type ArticleOnPage = Omit<Article, 'sections'> & {
  sections: (Omit<Article['sections'][number], 'blocks'> & { blocks?: (ArticleBlock | FrozenBlock)[] })[]
  frozen?: { lastChecked: ReturnType<typeof newestCheck> }
}

export const isFrozenType = (block: ArticleBlock | FrozenBlock) =>
  block.type !== 'frozen' && frozenTypes.has(block.type)

export const isFrozenBlock = (block: ArticleBlock | FrozenBlock): block is FrozenBlock =>
  block.type === 'frozen'

/** The name of a frozen part of the page: a block by its section and place, or the guide's sources. */
export const frozenBlockName = (sectionId: string, index: number) => `${sectionId}/${index}`
export const frozenResourcesName = 'resources'
export const frozenIntroName = 'intro'
export const frozenChangeLogName = 'changes'

/** A guide's namespace (`articles/<section>/<slug>`), the one whose inlined copy is a skeleton. */
export const isArticleNamespace = (namespace: string) => namespace.startsWith('articles/')

/**
 * A guide's glossary marks (`glossary-marks/<section>/<slug>`): never inlined, since its marks are in
 * the HTML and its definitions come with the first mark used.
 */
export const isMarksNamespace = (namespace: string) => namespace.startsWith(marksNamespace(''))

/**
 * What the build inlines for hydration: the article without what its HTML already shows for good.
 * Paragraphs and list items are left out too, as empty strings: their glossary marks are markup
 * that works from the HTML (src/glossary/glossary-marks.tsx).
 */
export function articleSkeleton(article: Article): ArticleOnPage {
  const kept = () => ''
  return {
    ...article,
    // The intro and the change log's words are on the page too; the share bar's feed needs the dates.
    intro: '',
    changeLog: article.changeLog.map((entry) => ({ ...entry, text: '' })),
    sections: article.sections.map((section) => ({
      ...section,
      paragraphs: section.paragraphs.map(kept),
      ...(section.list && { list: section.list.map(kept) }),
      // A step's words, cost, duration and sources are HTML only; its id and title name its
      // checklist box, and its guide stays a link the app follows.
      ...(section.steps && {
        steps: section.steps.map(({ id, title, guide }) => ({
          id,
          title,
          text: '',
          ...(guide && { guide }),
        })),
      }),
      ...(section.blocks && {
        blocks: section.blocks.map((block) => {
          if (isFrozenType(block)) return { type: 'frozen' as const }
          // A snippet's or template's text is kept as HTML too; its copy button reads it from there.
          if (block.type === 'code') return { ...block, code: '' }
          if (block.type === 'template') return { ...block, text: '' }
          return block
        }),
      }),
    })),
    resources: [],
    frozen: { lastChecked: newestCheck(article) },
  }
}

/** The name of a step's words ("step-open-account/text") or playbook details (".../details") kept as HTML. */
export const frozenStepName = (stepId: string, part: 'text' | 'details') => `step-${stepId}/${part}`

/** The name of a paragraph ("section-2/p0") or list item ("section-2/l1") kept as HTML. */
export const frozenTextName = (sectionId: string, kind: 'p' | 'l', item: number) =>
  `${sectionId}/${kind}${item}`

/** The day the guide's sources were last read, from the article or, in a skeleton, as the build found it. */
export const lastCheckOf = (article: ArticleOnPage) =>
  article.frozen?.lastChecked ?? newestCheck(article as Article)
