import { describe, expect, it } from 'vitest'
import { articleProblems, countEnglishWords, countHanCharacters } from './article-rules'
import type { Article } from '../schema/article-schema'

const article = (paragraph: string, sections = 4): Article => ({
  title: 'T',
  intro: 'I',
  lastReviewed: '2026-11-22',
  changeLog: [{ date: '2026-11-22', kind: 'reader', text: 'First published.' }],
  sections: Array.from({ length: sections }, (_, index) => ({
    id: `section-${index + 1}`,
    heading: `H${index}`,
    paragraphs: [`${paragraph} ${index}`],
  })),
  resources: [{ label: 'L', url: 'https://example.com', description: 'D' }],
})

describe('article rules', () => {
  it('counts Han characters only, not punctuation or Latin', () => {
    expect(countHanCharacters('一人公司，AI 工具。')).toBe(6)
  })

  it('counts English words, keeping contractions and hyphenated words whole', () => {
    expect(countEnglishWords("You'll build a one-person business, step by step.")).toBe(8)
  })

  it('reports short articles, too few sections and repeated paragraphs', () => {
    expect(articleProblems(article('短'), 'zh')[0]).toMatch(/Han characters, needs 900/)
    expect(articleProblems(article('word'), 'en')[0]).toMatch(/English words, needs 450/)
    expect(articleProblems(article('字'.repeat(300), 3), 'zh')).toEqual(['3 sections, needs 4'])
    const repeated = article('字'.repeat(300))
    repeated.sections[1].paragraphs = [...repeated.sections[0].paragraphs]
    expect(articleProblems(repeated, 'zh')).toEqual([expect.stringMatching(/^repeated paragraph/)])
  })

  it('accepts an article that meets every rule', () => {
    expect(articleProblems(article('字'.repeat(300)), 'zh')).toEqual([])
  })
})
