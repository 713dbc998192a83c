import { describe, expect, it } from 'vitest'
import { glossaryTopicSchema, type GlossaryTerm } from './glossary-schema'
import type { GuideArticles } from '../corpus/guide-articles'
import { glossaryProblems, glossarySummary } from './glossary-problems'
import type { Glossary } from './read-glossary'

const term = (id: string, overrides: Partial<GlossaryTerm> = {}): GlossaryTerm => ({
  id,
  zh: '结汇',
  en: 'FX conversion',
  aliases: { zh: [], en: [] },
  definition: { zh: '把外币换成人民币。', en: 'Selling foreign currency for renminbi.' },
  sources: [],
  ...overrides,
})

const glossaryOf = (...terms: GlossaryTerm[]): Glossary => ({
  order: ['payments'],
  topics: [{ id: 'payments', title: { zh: '收款与结汇', en: 'Payments and FX' }, terms }],
})

const guide = (zh: string, en: string) =>
  ({
    id: 'tools-services/cashflow-company',
    section: 'tools-services',
    path: '/tools-services/cashflow/company',
    articles: {
      zh: { title: '公司', sections: [{ heading: '一', paragraphs: [zh] }] },
      en: { title: 'Company', sections: [{ heading: 'One', paragraphs: [en] }] },
    },
  }) as unknown as GuideArticles

const guides = [guide('办理结汇时带上身份证。', 'FX conversion needs an ID.')]
const check = (glossary: Glossary, minimumTerms = 1) =>
  glossaryProblems({ glossary, guides, topicSchema: glossaryTopicSchema, minimumTerms })

describe('glossaryProblems', () => {
  it('passes a term both languages of a guide use', () => {
    expect(check(glossaryOf(term('fx-conversion')))).toEqual([])
    expect(glossarySummary({ glossary: glossaryOf(term('fx-conversion')), guides })).toBe(
      '1 terms in 1 topics; guides per term on average: zh 1.0, en 1.0 (of 1 guides)',
    )
  })

  it('names a term no guide uses in one language, and accepts an alias instead of the name', () => {
    expect(check(glossaryOf(term('fx-conversion', { en: 'currency exchange' })))).toEqual([
      '"fx-conversion": no en guide uses "currency exchange" or one of its en aliases (none)',
    ])
    expect(
      check(
        glossaryOf(
          term('fx-conversion', { en: 'currency exchange', aliases: { zh: [], en: ['FX conversion'] } }),
        ),
      ),
    ).toEqual([])
  })

  it('refuses a repeated id, too few terms, and a figure without a source', () => {
    const figure = { zh: '每年 5 万美元。', en: 'US$50,000 a year.' }
    expect(
      check(glossaryOf(term('fx-conversion'), term('fx-conversion', { definition: figure })), 3),
    ).toEqual([
      'term id "fx-conversion" is used twice: ids are anchors on /glossary and must be unique',
      'the glossary has 2 terms; it needs at least 3',
      '"fx-conversion": its definition states a figure, so it needs a source',
    ])
  })

  it('checks the schema and the topic order before anything else', () => {
    const glossary = glossaryOf(term('FX conversion'))
    expect(check({ ...glossary, order: ['fx'] })).toEqual([
      'topics/payments.json at terms.0.id: expected a kebab-case id such as merchant-of-record',
      'topics/payments.json: add "payments" to topics.order.json, where it goes on the page',
      'topics.order.json names "fx", which has no topics/fx.json',
    ])
  })
})
