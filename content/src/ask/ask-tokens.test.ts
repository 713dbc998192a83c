import { describe, expect, it } from 'vitest'
import { bucketOf, termsOf, tokenSetOf } from './ask-tokens'

const tokens = (text: string) => termsOf(text).map((term) => term.token)

describe('termsOf', () => {
  it('cuts Chinese into overlapping pairs, none straddling a question word', () => {
    expect(tokens('个人怎么结汇')).toEqual(['个人', '结汇'])
    expect(tokens('备案需要多久')).toEqual(['备案'])
    expect(tokens('营业执照')).toEqual(['营业', '业执', '执照'])
    expect(tokens('结汇')).toEqual(['结汇'])
    expect(tokens('汇')).toEqual(['汇'])
    expect(tokens('的')).toEqual([])
  })

  it('folds width and case, keeps figures whole and stems English endings', () => {
    expect(tokens('ＩＣＰ Filings filed file')).toEqual(['icp', 'fil', 'fil', 'fil'])
    expect(tokens('taking fees')).toEqual(['tak', 'fee'])
    expect(tokens('USD 50,000')).toEqual(['usd', '50000'])
    expect(tokens('How long does it take')).toEqual(['tak'])
    expect(tokens('companies')).toEqual(['company'])
  })

  it('says which characters of the text each term covers', () => {
    expect(termsOf('结汇 fee')).toEqual([
      { token: '结汇', covers: [0, 1] },
      { token: 'fee', covers: [3] },
    ])
    // A particle inside a pair is not a word of the question the term stands for.
    expect(termsOf('年能')).toEqual([{ token: '年能', covers: [0] }])
  })

  it('reads mixed Chinese and English in text order', () => {
    expect(tokens('Stripe 手续费')).toEqual(['strip', '手续', '续费'])
    expect([...tokenSetOf('结汇 结汇')]).toEqual(['结汇'])
  })
})

describe('bucketOf', () => {
  it('puts a token in the same bucket every time, within range', () => {
    expect(bucketOf('结汇', 256)).toBe(bucketOf('结汇', 256))
    for (const token of ['a', 'icp', '结汇', '50000']) {
      expect(bucketOf(token, 7)).toBeGreaterThanOrEqual(0)
      expect(bucketOf(token, 7)).toBeLessThan(7)
    }
    expect(
      new Set(['icp', 'fee', 'tax', 'visa', '结汇', '备案'].map((t) => bucketOf(t, 256))).size,
    ).toBeGreaterThan(3)
  })
})
