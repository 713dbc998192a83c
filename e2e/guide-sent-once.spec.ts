import { expect, test } from '@playwright/test'
import type { Article } from '@super-individual/content'
import { openHydrated } from './support/fresh-page'
import { languages, locale, pathIn, routeTitle } from './support/locales'
import { asJson, inlineData } from './support/inline-data'

// Issue 62, item 1: what a guide's HTML shows for good (its facts, tables, figures, cases and
// sources) reaches the reader once, as HTML: not again as inline data, not fetched on first load.
const guide = '/marketing/research/seo'
const other = '/marketing/research/cases'

for (const language of languages) {
  const article = locale<Article>(language, 'articles/marketing/research-seo')
  const fact = article.sections
    .flatMap((section) => section.blocks ?? [])
    .find((block) => block.type === 'fact' && 'source' in block)
  if (!fact || fact.type !== 'fact') throw new Error('the SEO guide has no sourced fact')
  const source = article.resources[0]

  test(`a guide's facts and sources come once, as HTML, and stay through hydration and a return (${language})`, async ({
    page,
  }) => {
    const articleRequests: string[] = []
    page.on('request', (request) => {
      if (/\/locales\/[^/]+\/articles\//.test(request.url())) articleRequests.push(request.url())
    })
    await openHydrated(page, language, guide)
    const factOnPage = page.getByText(fact.text, { exact: true })
    await expect(factOnPage).toBeVisible()
    await expect(page.getByRole('link', { name: source.label })).toHaveAttribute('href', source.url)
    const inline = await inlineData(page)
    expect(inline).not.toContain(asJson(fact.text))
    expect(inline).not.toContain(source.url)
    expect(articleRequests).toEqual([])
    // Paragraphs are in the HTML only, those with a glossary mark too: the marks work from the HTML,
    // and the guide's marks and definitions are not inlined.
    const texts = article.sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])])
    const marked = page.locator('main p:has([data-glossary-term])').first()
    await expect(marked).toBeVisible()
    const markedText = (await marked.textContent()) ?? ''
    expect(texts).toContain(markedText)
    for (const text of texts) expect(inline).not.toContain(asJson(text))
    expect(inline).not.toContain('glossary-marks/')
    // The intro and the change log's words too: the share bar's feed keeps only the entries' dates.
    await expect(page.getByText(article.intro, { exact: true })).toBeVisible()
    for (const words of [article.intro, ...article.changeLog.map((entry) => entry.text)].filter(
      (words) => words.length > 20,
    ))
      expect(inline).not.toContain(asJson(words))
    const change = page.locator('section[aria-labelledby="article-change-log"] li')
    await expect(change).toHaveCount(article.changeLog.length)
    for (const entry of article.changeLog) await expect(change.filter({ hasText: entry.text })).toHaveCount(1)
    // Kept as HTML, a list item is still an item, with its bullet.
    const item = page.locator('main section[data-article-section] > ul > li').first()
    expect(await item.evaluate((element) => getComputedStyle(element).display)).toBe('list-item')
    // Hydrated, the fact is the same node the HTML brought: React drew nothing again.
    const before = await factOnPage.elementHandle()
    await page.waitForTimeout(500)
    expect(await before?.evaluate((node) => node.isConnected)).toBe(true)

    // Away to another guide in the app, whose facts come with its data, and back again.
    await page
      .getByRole('link', { name: routeTitle(language, other) })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`${pathIn(language, other)}$`))
    // Drawn by React from the fetched article, with the block views the first guide did without.
    const otherFact = locale<Article>(language, 'articles/marketing/research-cases')
      .sections.flatMap((section) => section.blocks ?? [])
      .find((block) => block.type === 'fact')
    if (!otherFact || otherFact.type !== 'fact') throw new Error('the cases guide has no fact')
    await expect(page.getByText(otherFact.text, { exact: true })).toBeVisible()
    await page.goBack()
    await expect(page.getByText(fact.text, { exact: true })).toBeVisible()
    await expect(page.getByText(article.intro, { exact: true })).toBeVisible()
    await expect(change).toHaveCount(article.changeLog.length)
    await expect(page.getByRole('link', { name: source.label })).toHaveAttribute('href', source.url)
  })
}
