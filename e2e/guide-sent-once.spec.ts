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

// A playbook's steps: their words, costs, durations and sources come once, as HTML, while each
// step's checklist box and its link to the deeper guide work as React's.
const playbook = '/tools-services/playbooks/paid-from-abroad'
for (const language of languages) {
  const article = locale<Article>(language, 'articles/tools-services/playbooks-paid-from-abroad')
  const steps = article.sections.flatMap((section) => section.steps ?? [])
  const doneLabel = locale<{ notebook: { stepDone: string } }>(language, 'guides').notebook.stepDone

  test(`a playbook's steps come once, as HTML, and their boxes tick (${language})`, async ({ page }) => {
    await openHydrated(page, language, playbook)
    const inline = await inlineData(page)
    const first = steps[0]
    if (!first?.cost || !first.duration || !first.sources?.[0] || !first.guide)
      throw new Error('the playbook has no step with its details')
    const item = page.locator(`li#step-${first.id}`)
    await expect(item.getByText(first.text, { exact: true })).toBeVisible()
    await expect(item.getByText(first.cost, { exact: true })).toBeVisible()
    await expect(item.getByText(first.duration, { exact: true })).toBeVisible()
    await expect(item.getByRole('link', { name: first.sources[0].label })).toHaveAttribute(
      'href',
      first.sources[0].url,
    )
    for (const step of steps)
      for (const words of [
        step.text,
        step.cost,
        step.duration,
        ...(step.sources ?? []).map(({ url }) => url),
      ])
        if (words) expect(inline).not.toContain(asJson(words))
    // The step's words are the node the HTML brought, through hydration and a tick.
    const words = await item.getByText(first.text, { exact: true }).elementHandle()
    const box = item.getByRole('checkbox', { name: doneLabel.replace('{{title}}', first.title) })
    await box.check()
    await expect(box).toBeChecked()
    expect(await words?.evaluate((node) => node.isConnected)).toBe(true)
    // The deeper guide is a link away, and the way back shows the steps again, ticked.
    await item.getByRole('link', { name: routeTitle(language, first.guide) }).click()
    await expect(page).toHaveURL(new RegExp(`${pathIn(language, first.guide)}$`))
    await page.goBack()
    await expect(item.getByText(first.cost, { exact: true })).toBeVisible()
    await expect(box).toBeChecked()
  })
}
