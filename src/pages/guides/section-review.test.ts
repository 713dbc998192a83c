import { describe, expect, it } from 'vitest'
import { guidesIn, guidesWithUnreadSources, guideText, shippedArticle } from '@/test/shipped-guides'
import { articleBlocks } from './article-rules'
import { articleStats } from './article-stats'

/**
 * What the products-tech and tools-services review (issue 29) promised, held against the guides as
 * they ship: every source re-read, a numbers table wherever the topic has figures, hedges at most
 * half of the 2026-11-25 count, deferrals cut, and the 2025-26 changes the guides had missed.
 */
const languages = ['zh', 'en'] as const

/** Hedges per language in products-tech before the review (check:articles --counts on 2026-11-26). */
const hedgesBefore = { zh: 54, en: 50 }

/** Guides whose topic gives no figure we could read and cite, with the reason a reader is told. */
const withoutFigures: Record<string, string> = {
  'products-tech/ai-programming-trae':
    "Trae's prices are only on its own pricing page, which could not be read; secondary sources contradict each other",
}

function total(language: 'zh' | 'en', section: string, key: 'hedges' | 'deferrals'): number {
  return guidesIn(section).reduce(
    (sum, id) => sum + articleStats(shippedArticle(language, id), language)[key],
    0,
  )
}

describe('products-tech review', () => {
  it('covers all 13 guides', () => {
    expect(guidesIn('products-tech')).toHaveLength(13)
  })

  for (const language of languages) {
    it(`re-read every dated source in ${language}`, () => {
      expect(guidesWithUnreadSources(language, 'products-tech')).toEqual([])
    })

    it(`has a numbers table in every guide with figures, in ${language}`, () => {
      const missing = guidesIn('products-tech').filter(
        (id) =>
          !(id in withoutFigures) && articleStats(shippedArticle(language, id), language).numbersTables === 0,
      )
      expect(missing).toEqual([])
    })

    it(`at least halves the hedges and keeps at most one deferral, in ${language}`, () => {
      expect(total(language, 'products-tech', 'hedges')).toBeLessThanOrEqual(hedgesBefore[language] / 2)
      expect(total(language, 'products-tech', 'deferrals')).toBeLessThanOrEqual(1)
    })
  }

  it('tells the reader why a guide has no numbers table', () => {
    for (const id of Object.keys(withoutFigures))
      for (const language of languages)
        expect(shippedArticle(language, id).changeLog.at(-1)?.text, `${language} ${id}`).toMatch(
          language === 'zh' ? /没有数字表/ : /no numbers table/,
        )
  })

  it('states the 2025-26 changes the guides had missed', () => {
    const numbers = (language: 'zh' | 'en', id: string) =>
      articleBlocks(shippedArticle(language, id))
        .flatMap((block) => (block.type === 'numbers' ? block.rows : []))
        .map((row) => `${row.label} ${row.value}`)
        .join('\n')
    for (const language of languages) {
      expect(numbers(language, 'products-tech/ai-mcp')).toMatch(/2026-07-28/)
      expect(guideText(language, 'products-tech/automation-python')).toMatch(/3\.15\.1/)
      expect(numbers(language, 'products-tech/automation-python')).toMatch(/3\.10/)
      expect(numbers(language, 'products-tech/docker-vercel')).toMatch(
        language === 'zh' ? /20 美元/ : /20 USD/,
      )
      expect(
        articleStats(shippedArticle(language, 'products-tech/docker-vercel'), language).unverifiedFacts,
      ).toBe(0)
    }
    expect(guideText('zh', 'products-tech/web3')).toMatch(/银发〔2026〕42号/)
    expect(guideText('en', 'products-tech/web3')).toMatch(/Yinfa \[2026\] No\. 42/)
  })
})

describe('tools-services review', () => {
  for (const language of languages) {
    it(`has no deferral left in ${language}`, () => {
      expect(total(language, 'tools-services', 'deferrals')).toBe(0)
    })

    it(`re-read every dated source in ${language}`, () => {
      expect(guidesWithUnreadSources(language, 'tools-services')).toEqual([])
    })
  }
})
