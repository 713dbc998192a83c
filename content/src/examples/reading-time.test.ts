import { describe, expect, it } from 'vitest'
import { countReading, readingMinutes, readingRates, withReadingTime } from './reading-time'

const han = (count: number) => '读'.repeat(count)
const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ')
const article = (...paragraphs: string[]) => ({
  title: '',
  intro: '',
  sections: [{ heading: '', paragraphs }],
  changeLog: [{ date: '2026-11-26', kind: 'reader', text: han(3000) }],
  lastReviewed: '2026-11-26',
})

describe('reading time', () => {
  it('reads Chinese at 300 characters and English at 238 words a minute', () => {
    expect(readingRates).toEqual({ wordsPerMinute: 238, hanCharactersPerMinute: 300 })
    expect(readingMinutes(article(han(3600)))).toBe(12)
    expect(readingMinutes(article(words(238 * 12)))).toBe(12)
    // A Chinese guide's English terms count as words: 10 minutes of characters, 2 of words.
    expect(readingMinutes(article(han(3000), words(476)))).toBe(12)
    expect(countReading(article('用 Cursor 写 API，再用 Vercel 部署。'))).toEqual({
      hanCharacters: 6,
      words: 3,
    })
  })

  it('rounds to whole minutes, at least one', () => {
    expect(readingMinutes(article(han(3749)))).toBe(12)
    expect(readingMinutes(article(han(3751)))).toBe(13)
    expect(readingMinutes(article('短'))).toBe(1)
  })

  it('leaves out the change log, code, the text of templates, and the fields that are data', () => {
    const blocks = [
      { type: 'code', language: 'bash', title: '部署', code: han(3000), example: 'examples/a/b/run.sh' },
      { type: 'template', title: '模板', text: han(3000) },
      {
        type: 'fact',
        text: han(300),
        asOf: '2026-11',
        source: { label: '来源', url: 'https://example.com/a-b-c-d', primary: true },
      },
    ]
    const counted = countReading({
      ...article(),
      sections: [{ heading: '标题', paragraphs: ['段落'], blocks }],
    })
    // 部署, 模板, the fact's 300, 来源, 标题, 段落: 2 + 2 + 300 + 2 + 2 + 2.
    expect(counted).toEqual({ hanCharacters: 310, words: 0 })
  })

  it('adds the minutes to the article a reader gets, and refuses a file that writes its own', () => {
    expect(withReadingTime(article(han(600)), 'a/b')).toMatchObject({ readingMinutes: 2, title: '' })
    expect(() => withReadingTime({ ...article(), readingMinutes: 3 }, 'marketing/research-seo')).toThrow(
      'marketing/research-seo: readingMinutes is worked out by the build; remove it from the file',
    )
  })
})
