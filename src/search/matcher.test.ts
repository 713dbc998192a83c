import { describe, expect, it } from 'vitest'
import { findOccurrences, parseQuery } from './matcher'
import { fold, foldWithOffsets } from './normalize'

const find = (text: string, query: string) => findOccurrences(fold(text), parseQuery(query)[0])

describe('parseQuery', () => {
  it('folds width and case, splits on any space and drops repeats', () => {
    expect(parseQuery('  ＳＥＯ\u3000Localiz  seo ').map((term) => term.text)).toEqual(['seo', 'localiz'])
  })

  it('trims punctuation around a term but keeps C++ and C#', () => {
    expect(parseQuery('"API", (小程序) C++ C#').map((term) => term.text)).toEqual([
      'api',
      '小程序',
      'c++',
      'c#',
    ])
  })

  it('keeps markup as plain text to look for and drops terms that are only punctuation', () => {
    expect(parseQuery('<script>alert(1)</script> … !!').map((term) => term.text)).toEqual([
      'script>alert(1)</script',
    ])
  })

  it('marks Latin terms as word starts and Chinese terms as substrings', () => {
    expect(parseQuery('localiz 跨境电商 3d').map((term) => term.wordStart)).toEqual([true, false, true])
  })

  it('bounds a very long query', () => {
    const terms = parseQuery(`${'a'.repeat(500)} ${Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ')}`)
    expect(terms.length).toBe(1)
    expect(terms[0].text.length).toBe(200)
  })
})

describe('findOccurrences', () => {
  it('finds Chinese words that ICU segmentation splits into single characters', () => {
    const text = '把微信小程序、开源项目和跨境电商放在一起：小程序上线后……'
    expect(find(text, '小程序')).toEqual([3, 21])
    expect(find(text, '开源项目')).toEqual([7])
    expect(find(text, '跨境电商')).toEqual([12])
    expect(find(text, '电商')).toEqual([14])
  })

  it('matches English at word starts only', () => {
    const text = 'Localize the app; localization matters. Delocalize nothing.'
    expect(find(text, 'localiz')).toEqual([0, 18])
    expect(find(text, 'ize')).toEqual([])
    expect(find('TypeScript and JavaScript', 'script')).toEqual([])
  })

  it('treats a Chinese character before a Latin term as a word boundary', () => {
    expect(find('用AI写代码，再用ChatGPT检查', 'ai')).toEqual([1])
    expect(find('用AI写代码，再用ChatGPT检查', 'gpt')).toEqual([])
  })

  it('matches full-width and upper-case text', () => {
    expect(find('ＧＩＴＨＵＢ 上的开源项目', 'github')).toEqual([0])
  })
})

describe('foldWithOffsets', () => {
  it('maps offsets back when folding changes the length', () => {
    const folded = foldWithOffsets('ﬁle İstanbul')
    expect(folded.folded.startsWith('file')).toBe(true)
    expect(folded.toOriginal?.[2]).toBe(1)
  })

  it('shares offsets when folding keeps every character in place', () => {
    expect(foldWithOffsets('微信 SEO').toOriginal).toBeUndefined()
  })
})
