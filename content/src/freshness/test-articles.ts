import type { DatedArticle } from './sourced-parts'

type Entry = DatedArticle['changeLog'][number]

export const source = { label: 'Fees', url: 'https://example.com/fees', primary: true }

/** A dated article for the freshness tests: a change log and one section of sourced blocks. */
export function datedArticle(changeLog: readonly Entry[], blocks: unknown[] = []): DatedArticle {
  const lastReviewed =
    changeLog
      .map((entry) => entry.date)
      .sort()
      .at(-1) ?? '2026-01-01'
  return { lastReviewed, changeLog, sections: [{ blocks }] }
}

export const fact = (checked?: string, asOf = '2026-10') => ({
  type: 'fact',
  text: 'The fee is 99 USD.',
  asOf,
  checked,
  source,
})
export const reader = (date: string): Entry => ({ date, kind: 'reader', text: `Changed on ${date}` })
export const editorial = (date: string): Entry => ({ date, kind: 'editorial', text: `Reworded on ${date}` })
