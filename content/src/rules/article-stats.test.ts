import { describe, expect, it } from 'vitest'
import type { Article } from '../schema/article-schema'
import { articleStats } from './article-stats'

const source = { label: 'Fees', url: 'https://example.com/fees', primary: true }
const row = (label: string, extra = {}) => ({ label, value: '1 USD', source, asOf: '2026-10', ...extra })

const article: Article = {
  title: 'T',
  intro: 'Prices usually change; check the official page.',
  lastReviewed: '2026-11-23',
  changeLog: [{ date: '2026-11-23', kind: 'editorial', text: 'Removed "may" and "usually" from the intro.' }],
  sections: [
    {
      id: 'section-1',
      heading: 'H',
      paragraphs: ['It may take a day.'],
      blocks: [
        { type: 'template', title: 'Post', text: 'We usually reply within a day; it may take longer.' },
        { type: 'code', language: 'text', code: 'usually may often' },
        { type: 'fact', text: 'Fee: 99 USD.', asOf: '2026-10', checked: '2026-11-20', source },
        { type: 'fact', text: 'Review takes a day.', unverified: true },
        {
          type: 'numbers',
          caption: 'Fees',
          rows: [row('A'), row('B', { source: { ...source, primary: false } }), row('C')],
        },
      ],
    },
  ],
  resources: [{ label: 'L', url: 'https://example.com/l', description: 'D' }],
}

describe('articleStats', () => {
  it('counts hedges in the prose only, apart from deferrals: not in code, templates or the change log', () => {
    const stats = articleStats(article, 'en')
    expect(stats.hedges).toBe(2)
    expect(stats.deferrals).toBe(1)
  })

  it('counts dated sources (facts, cases, rows of figures), how many were re-read and how many are primary', () => {
    expect(articleStats(article, 'en')).toMatchObject({
      datedSources: 4,
      recheckedSources: 1,
      primarySources: 3,
      sourcedFacts: 1,
      unverifiedFacts: 1,
      numbersTables: 1,
      templates: 1,
      codeBlocks: 1,
    })
  })
})
