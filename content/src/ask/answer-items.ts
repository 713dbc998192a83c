import type { Article } from '../schema/article-schema'

/**
 * The parts of a guide an answer quotes: each fact, numbers row, table row, case, callout, step,
 * paragraph and list item, as written. `key` names the part within its guide, the same in both
 * languages (the two articles are checked to have the same sections and blocks):
 * `section-2/p0` (paragraph), `section-2/l1` (list item), `section-2/s0` (step), `section-2/3`
 * (block), `section-2/3/r1` (a row of block 3).
 */
export interface AnswerItem {
  key: string
  sectionId: string
  heading: string
  kind: 'fact' | 'row' | 'case' | 'callout' | 'step' | 'paragraph' | 'list'
  /** The words quoted, exactly as the guide has them. */
  text: string
  /** What the words belong to, shown above them: a table's caption, a step's title. */
  context?: string
  source?: { label: string; url: string }
  /** The month the source states and the day it was read. */
  asOf?: string
  checked?: string
  /** A figure the guide marks "to be confirmed". */
  unverified?: boolean
}

type Section = Article['sections'][number]
type Block = NonNullable<Section['blocks']>[number]

/** A sourced part's citation: the source's label and address, the month it states, the day it was read. */
const citation = (part: { source: { label: string; url: string }; asOf?: string; checked?: string }) => ({
  source: { label: part.source.label, url: part.source.url },
  asOf: part.asOf,
  checked: part.checked,
})

function blockItems(section: Section, block: Block, index: number): AnswerItem[] {
  const base = { sectionId: section.id, heading: section.heading }
  const key = `${section.id}/${index}`
  switch (block.type) {
    case 'fact':
      return [
        'unverified' in block
          ? { ...base, key, kind: 'fact', text: block.text, unverified: true }
          : {
              ...base,
              key,
              kind: 'fact',
              text: block.quote ? `${block.text} ${block.quote}` : block.text,
              ...citation(block),
            },
      ]
    case 'numbers':
      return block.rows.map((row, rowIndex) => ({
        ...base,
        key: `${key}/r${rowIndex}`,
        kind: 'row',
        context: block.caption,
        text: `${row.label}: ${row.value}`,
        ...citation(row),
      }))
    case 'table':
      return block.rows.map((row, rowIndex) => ({
        ...base,
        key: `${key}/r${rowIndex}`,
        kind: 'row',
        context: block.caption,
        text: row.map((cell, cellIndex) => `${block.columns[cellIndex]}: ${cell}`).join('; '),
      }))
    case 'case':
      return [
        {
          ...base,
          key,
          kind: 'case',
          context: block.name,
          text: [block.product, block.channel, block.pricing, block.published].join(' '),
          ...citation(block),
        },
      ]
    case 'callout':
      return [{ ...base, key, kind: 'callout', text: block.text }]
    default:
      // Code and templates are text to paste, not answers to quote.
      return []
  }
}

/** Every part of an article an answer can quote, in reading order. */
export function answerItems(article: Pick<Article, 'sections'>): AnswerItem[] {
  return article.sections.flatMap((section) => {
    const base = { sectionId: section.id, heading: section.heading }
    return [
      ...section.paragraphs.map((text, index): AnswerItem => ({
        ...base,
        key: `${section.id}/p${index}`,
        kind: 'paragraph',
        text,
      })),
      ...(section.list ?? []).map((text, index): AnswerItem => ({
        ...base,
        key: `${section.id}/l${index}`,
        kind: 'list',
        text,
      })),
      ...(section.steps ?? []).map((step, index): AnswerItem => ({
        ...base,
        key: `${section.id}/s${index}`,
        kind: 'step',
        context: step.title,
        text: [step.text, step.cost, step.duration].filter(Boolean).join(' '),
        source: step.sources?.[0] && { label: step.sources[0].label, url: step.sources[0].url },
        asOf: step.sources?.[0]?.asOf,
        checked: step.sources?.[0]?.checked,
      })),
      ...(section.blocks ?? []).flatMap((block, index) => blockItems(section, block, index)),
    ]
  })
}
