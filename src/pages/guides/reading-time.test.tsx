import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'
import { PAGE_LOAD } from '@/test/page-test-timeouts'
import { guidesIn, shippedArticle } from '@/test/shipped-guides'

describe("a guide's reading time", () => {
  it('comes with every guide as the build serves it, in both languages', () => {
    const ids = ['marketing', 'products-tech', 'tools-services'].flatMap(guidesIn)
    expect(ids.length).toBeGreaterThan(30)
    for (const id of ids)
      for (const language of ['zh', 'en'] as const) {
        const minutes = shippedArticle(language, id).readingMinutes
        // Every guide holds at least 900 characters or 450 words, a few minutes' reading; the longest
        // (the overseas company guide, with its statutes and fees) takes about half an hour, and
        // counting markup or inlined code as prose would put a guide far above an hour.
        expect(minutes, `${language} ${id}`).toBeGreaterThanOrEqual(3)
        expect(minutes, `${language} ${id}`).toBeLessThan(60)
      }
  })

  for (const [language, path, text] of [
    ['zh', '/marketing/research/seo', (minutes: number) => `约 ${minutes} 分钟`],
    ['en', '/en/marketing/research/seo', (minutes: number) => `${minutes} min read`],
  ] as const) {
    it(`shows in the header in ${language}`, async () => {
      await renderApp(path, { language })
      const shown = await screen.findByTestId('reading-time', {}, PAGE_LOAD)
      expect(shown).toHaveTextContent(
        text(shippedArticle(language, 'marketing/research-seo').readingMinutes ?? 0),
      )
    })
  }
})
