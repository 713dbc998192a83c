import { describe, expect, it } from 'vitest'
import { firstUses, mentions, type MatchableTerm } from './term-matches'

const term = (
  id: string,
  zh: string,
  en: string,
  aliases: Partial<MatchableTerm['aliases']> = {},
): MatchableTerm => ({
  id,
  zh,
  en,
  aliases: { zh: aliases.zh ?? [], en: aliases.en ?? [] },
})

const mor = term('merchant-of-record', '代收平台', 'merchant of record', { zh: ['MoR'], en: ['MoR'] })
const ein = term('ein', '雇主识别号', 'Employer Identification Number', { zh: ['EIN'], en: ['EIN'] })

describe('mentions', () => {
  it('finds Chinese beside other Chinese where the words begin and end', () => {
    expect(mentions('用代收平台收款', mor, 'zh')).toBe(true)
  })

  it('does not find Chinese that straddles two words', () => {
    const contract = term('contract', '合同', 'contract')
    expect(mentions('这个方案适合同时做两件事', contract, 'zh')).toBe(false)
    expect(mentions('先签合同再开工', contract, 'zh')).toBe(true)
    expect(mentions('国内版主要面向个人', term('moderator', '版主', 'moderator'), 'zh')).toBe(false)
  })

  it('finds a Latin name only as a whole word, in a zh text too', () => {
    expect(mentions('先申请EIN再开户', ein, 'zh')).toBe(true)
    expect(mentions('a protein bar', ein, 'en')).toBe(false)
    expect(mentions('EINSTEIN', ein, 'en')).toBe(false)
  })

  it('keeps the case of an acronym but not of a lower-case name', () => {
    expect(mentions('an ein', ein, 'en')).toBe(false)
    expect(mentions('Merchant of Record platforms', mor, 'en')).toBe(true)
    expect(mentions('more or less', mor, 'en')).toBe(false)
  })

  it('counts an English plural as a use', () => {
    expect(mentions('two chargebacks', term('chargeback', '拒付', 'chargeback'), 'en')).toBe(true)
  })
})

describe('firstUses', () => {
  it('marks each term once, at its first use in reading order', () => {
    const marks = firstUses(
      ['No term here.', 'Get an EIN, then another EIN.', 'EIN again and MoR.'],
      [mor, ein],
      'en',
    )
    expect(marks).toEqual([
      [],
      [{ term: 'ein', start: 7, end: 10 }],
      [{ term: 'merchant-of-record', start: 14, end: 17 }],
    ])
  })

  it('does not mark a shorter term inside a later use of a term marked before', () => {
    const mcp = term('mcp', '模型上下文协议', 'Model Context Protocol')
    const context = term('context-window', '上下文', 'context window')
    const marks = firstUses(['模型上下文协议', '模型上下文协议和上下文'], [context, mcp], 'zh')
    expect(marks).toEqual([
      [{ term: 'mcp', start: 0, end: 7 }],
      [{ term: 'context-window', start: 8, end: 11 }],
    ])
  })

  it('takes the longer of two overlapping names and never overlaps marks', () => {
    const platform = term('platform', '平台', 'platform')
    const [marks] = firstUses(['代收平台和平台'], [platform, mor], 'zh')
    expect(marks).toEqual([
      { term: 'merchant-of-record', start: 0, end: 4 },
      { term: 'platform', start: 5, end: 7 },
    ])
  })
})
