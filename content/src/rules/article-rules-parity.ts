import { compareTranslations } from '../freshness/translation-lead'
import type { Article, ArticleBlock } from '../schema/article-schema'

/**
 * A source's address and kind are the same in any language. Its dates may be older in a language
 * that lags (compareTranslations), so they are compared there.
 */
const dated = (block: { source: { url: string; primary: boolean } }) =>
  `${block.source.url}:${block.source.primary}`

/** The language-neutral part of a block: what must be identical in zh and en. */
function blockIdentity(block: ArticleBlock): string {
  switch (block.type) {
    case 'code':
      // x.zh.py and x.en.py are one example with comments in each language.
      return `code:${block.language}:${block.example?.replace(/\.(?:zh|en)(\.[^.]+)?$/, '.*$1') ?? ''}`
    case 'template':
      return 'template'
    case 'numbers':
      return `numbers:${block.rows.map(dated).join(',')}`
    case 'table':
      return `table:${block.columns.length}x${block.rows.length}`
    case 'callout':
      return `callout:${block.tone}`
    case 'fact':
      return 'unverified' in block ? 'fact:unverified' : `fact:${dated(block)}`
    case 'case':
      return `case:${dated(block)}`
  }
}

/** A reader's ticks are stored by step id, so both languages must name the same steps alike. */
const stepIds = (article: Article) =>
  article.sections.flatMap((section) => (section.steps ?? []).map((step) => step.id))

/** Notes and bookmarks are stored by section id, so a section has the same id in both languages. */
const sectionIds = (article: Article) => article.sections.map((section) => section.id)

/** A playbook step's guide and its sources' addresses and kinds are the same in any language. */
const stepDetails = (article: Article) =>
  article.sections.flatMap((section) =>
    (section.steps ?? []).map(
      (step) =>
        `${step.id}>${step.guide ?? ''}:${(step.sources ?? []).map((source) => dated({ source })).join(',')}`,
    ),
  )

/**
 * Differences between the Chinese and English versions that a reader of one would not see in the
 * other: the same blocks in the same sections, the same sources, and the same dates unless one
 * language leads (its newest reader changes and source checks not yet in the other, which then
 * shows a notice).
 */
export function parityProblems(zh: Article, en: Article): string[] {
  const problems: string[] = []
  if (zh.sections.length !== en.sections.length)
    problems.push(`zh has ${zh.sections.length} sections, en ${en.sections.length}`)
  zh.sections.forEach((section, index) => {
    const zhBlocks = (section.blocks ?? []).map(blockIdentity)
    const enBlocks = (en.sections[index]?.blocks ?? []).map(blockIdentity)
    if (zhBlocks.join('|') !== enBlocks.join('|')) {
      problems.push(
        `section ${index + 1} blocks differ: zh [${zhBlocks.join(', ')}] en [${enBlocks.join(', ')}]`,
      )
    }
  })
  // Source dates pair up by position, which only means something once the blocks match.
  problems.push(...compareTranslations(zh, en, { sourceDates: problems.length === 0 }).problems)
  const zhSections = sectionIds(zh).join(', ')
  const enSections = sectionIds(en).join(', ')
  if (zhSections !== enSections) problems.push(`section ids differ: zh [${zhSections}] en [${enSections}]`)
  if (String(zh.retiredSectionIds ?? []) !== String(en.retiredSectionIds ?? []))
    problems.push('retired section ids differ')
  const zhSteps = stepIds(zh).join(', ')
  const enSteps = stepIds(en).join(', ')
  if (zhSteps !== enSteps) problems.push(`step ids differ: zh [${zhSteps}] en [${enSteps}]`)
  else {
    const enDetails = stepDetails(en)
    for (const [index, details] of stepDetails(zh).entries())
      if (details !== enDetails[index])
        problems.push(`step guide or sources differ: zh ${details} en ${enDetails[index]}`)
  }
  if (zh.playbook !== en.playbook) problems.push('one language is marked a playbook and the other is not')
  const zhUrls = zh.resources.map((link) => link.url).join(' ')
  if (zhUrls !== en.resources.map((link) => link.url).join(' ')) problems.push('resource links differ')
  return problems
}
