/**
 * The parts of a guide that rely on a source and carry its dates: sourced facts, cases and each row
 * of a numbers table. Typed by shape, not by the article schema, so that shared code and scripts can
 * read an article without importing a page.
 */

export interface SourceDates {
  /** The month the source states, YYYY-MM. */
  asOf: string
  /** The day someone read it, YYYY-MM-DD; absent until someone does. */
  checked?: string
}

export interface SourcedPart extends SourceDates {
  /** What a status report calls it: the fact's first words, the case's name, the table row. */
  name: string
  kind: 'fact' | 'case' | 'row'
  source: { label: string; url: string; primary: boolean }
}

type Source = SourcedPart['source']
type Block =
  | { type: 'fact'; text: string; asOf: string; checked?: string; source: Source }
  | { type: 'fact'; text: string; unverified: true }
  | { type: 'case'; name: string; asOf: string; checked?: string; source: Source }
  | {
      type: 'numbers'
      caption: string
      rows: { label: string; asOf: string; checked?: string; source: Source }[]
    }
  | { type: Exclude<string, 'fact' | 'case' | 'numbers'> }

export interface DatedArticle {
  lastReviewed: string
  changeLog: readonly { date: string; kind: 'reader' | 'editorial'; text: string; section?: string }[]
  sections: readonly { blocks?: readonly unknown[] }[]
}

const short = (text: string, length = 60) => (text.length > length ? `${text.slice(0, length - 1)}…` : text)

function partsOf(value: unknown): SourcedPart[] {
  const block = value as Block
  if (block.type === 'fact' && 'source' in block)
    return [
      {
        name: short(block.text),
        kind: 'fact',
        asOf: block.asOf,
        checked: block.checked,
        source: block.source,
      },
    ]
  if (block.type === 'case' && 'source' in block)
    return [
      {
        name: short(block.name),
        kind: 'case',
        asOf: block.asOf,
        checked: block.checked,
        source: block.source,
      },
    ]
  if (block.type === 'numbers' && 'rows' in block)
    return block.rows.map((row) => ({
      name: short(`${block.caption}: ${row.label}`),
      kind: 'row',
      asOf: row.asOf,
      checked: row.checked,
      source: row.source,
    }))
  return []
}

/** Every sourced part of an article, in reading order (the same order in zh and en). */
export function sourcedParts(article: Pick<DatedArticle, 'sections'>): SourcedPart[] {
  return article.sections.flatMap((section) => (section.blocks ?? []).flatMap(partsOf))
}

/** Facts that could not be confirmed from a page, by their first words. */
export function unverifiedFacts(article: Pick<DatedArticle, 'sections'>): string[] {
  return article.sections.flatMap((section) =>
    (section.blocks ?? []).flatMap((value) => {
      const block = value as Block
      return block.type === 'fact' && 'unverified' in block ? [short(block.text)] : []
    }),
  )
}
