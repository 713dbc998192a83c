import { describe, expect, it } from 'vitest'
import { answerItems } from './answer-items'
import { fixtureGuides } from './ask-fixture'

const [payments, seo] = fixtureGuides()

describe('answerItems', () => {
  it('gives every paragraph, list item, step and row with a key the same in both languages', () => {
    const zh = answerItems(payments!.articles.zh)
    const en = answerItems(payments!.articles.en)
    expect(zh.map((item) => item.key)).toEqual([
      'section-1/p0',
      'section-1/0/r0',
      'section-1/0/r1',
      'section-2/l0',
      'section-2/s0',
    ])
    expect(en.map((item) => item.key)).toEqual(zh.map((item) => item.key))
  })

  it('quotes a row as its label and value, with its caption, source and dates', () => {
    const row = answerItems(payments!.articles.en).find((item) => item.key === 'section-1/0/r0')
    expect(row).toEqual({
      key: 'section-1/0/r0',
      sectionId: 'section-1',
      heading: 'The personal conversion quota',
      kind: 'row',
      context: 'Quotas',
      text: 'Annual personal foreign exchange quota: USD 50,000 per person a year',
      source: { label: 'SAFE', url: 'https://www.safe.gov.cn/page' },
      asOf: '2026-10',
      checked: '2026-11-20',
    })
  })

  it('quotes a step with its title, duration and no source it does not have', () => {
    const step = answerItems(payments!.articles.zh).find((item) => item.kind === 'step')
    expect(step).toMatchObject({
      context: '预约开户',
      text: '在银行 App 预约网点开户。 1 天',
      source: undefined,
    })
  })

  it('marks a fact the guide has not confirmed, and gives it no source', () => {
    const fact = answerItems(seo!.articles.zh).find((item) => item.kind === 'fact')
    expect(fact).toMatchObject({ key: 'section-1/0', unverified: true })
    expect(fact?.source).toBeUndefined()
  })
})
