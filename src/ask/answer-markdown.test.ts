import { describe, expect, it } from 'vitest'
import { answerMarkdown } from './answer-markdown'
import type { Quote } from './use-answer'

const quote: Quote = {
  guide: {
    id: 'tools-services/cashflow-knowledge',
    path: '/tools-services/cashflow/knowledge',
    section: 'tools-services',
    title: { zh: '收款', en: 'Getting paid' },
  },
  item: {
    key: 'section-3/0',
    sectionId: 'section-3',
    heading: 'Money home',
    kind: 'fact',
    text: 'Each person may convert\nUSD 50,000 a year.',
    source: { label: 'SAFE rules', url: 'https://www.safe.gov.cn/rules' },
    checked: '2026-11-26',
  },
  stale: false,
}
const labels = {
  heading: 'Answer: quota',
  guide: 'Guide',
  source: 'Source',
  dates: () => 'checked 2026-11-26',
  unverified: 'To be confirmed',
  stale: 'Checked over 6 months ago',
}

describe('answerMarkdown', () => {
  it('quotes each passage on one line, then its guide’s section on the site’s address, then its source and dates', () => {
    expect(answerMarkdown([quote], 'https://guides.example', 'en', labels)).toBe(
      [
        '## Answer: quota',
        '',
        '1. > Each person may convert USD 50,000 a year.',
        '',
        '   Guide: [Getting paid › Money home](https://guides.example/en/tools-services/cashflow/knowledge#section-3)',
        '   Source: [SAFE rules](https://www.safe.gov.cn/rules) · checked 2026-11-26',
        '',
      ].join('\n'),
    )
  })

  it('keeps the page’s warnings: a figure not confirmed, a source checked long ago', () => {
    const unsure: Quote = { ...quote, stale: true, item: { ...quote.item, unverified: true } }
    const markdown = answerMarkdown([unsure], 'https://guides.example', 'en', labels)
    expect(markdown).toContain('\n   To be confirmed\n   Checked over 6 months ago\n')
    expect(answerMarkdown([quote], 'https://guides.example', 'en', labels)).not.toContain('To be confirmed')
  })

  it('links a Chinese answer to the page without a language prefix', () => {
    expect(answerMarkdown([quote], 'https://guides.example', 'zh', labels)).toContain(
      '](https://guides.example/tools-services/cashflow/knowledge#section-3)',
    )
  })
})
