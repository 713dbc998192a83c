import { describe, expect, it } from 'vitest'
import { joinSentences, sentencesOf } from './sentences'

describe('sentencesOf', () => {
  it('splits Chinese after 。！？ and keeps the marks', () =>
    expect(sentencesOf('先注册。再备案！要多久？三周', 'zh')).toEqual([
      '先注册。',
      '再备案！',
      '要多久？',
      '三周',
    ]))

  it('splits English at a sentence end followed by a capital, not inside "e.g. the" or "v2.4"', () =>
    expect(sentencesOf('Use v2.4 of the SDK. It is stable, e.g. for tools. Then ship!', 'en')).toEqual([
      'Use v2.4 of the SDK.',
      'It is stable, e.g. for tools.',
      'Then ship!',
    ]))

  it('joins back as each language writes', () => {
    expect(joinSentences(['甲。', '乙。'], 'zh')).toBe('甲。乙。')
    expect(joinSentences(['One.', 'Two.'], 'en')).toBe('One. Two.')
  })
})
