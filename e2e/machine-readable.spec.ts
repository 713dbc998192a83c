import { expect, test } from '@playwright/test'
import { recordCspViolations } from './support/csp-violations'
import { brand, languages, locale, pathIn, routeTitle } from './support/locales'

const guide = { path: '/products-tech/docker/devbox', article: 'products-tech/docker-devbox' }

interface ArticleFile {
  title: string
  changeLog: { date: string }[]
  sections: { heading: string; blocks?: { type: string; source?: { url: string } }[] }[]
}

for (const language of languages) {
  const article = locale<ArticleFile>(language, `articles/${guide.article}`)

  test(`an AI assistant reads /llms.txt in ${language} and follows it to the guide's Markdown copy`, async ({
    request,
    baseURL,
  }) => {
    const llms = await request.get(pathIn(language, '/llms.txt'))
    expect(llms.status()).toBe(200)
    expect(llms.headers()['content-type']).toContain('text/plain')
    const text = await llms.text()
    expect(text.startsWith(`# ${brand(language)}\n\n> `)).toBe(true)
    const markdownUrl = `${baseURL}${pathIn(language, guide.path)}.md`
    expect(text).toContain(`- [${article.title}](${markdownUrl}): `)

    const markdown = await request.get(markdownUrl)
    expect(markdown.status()).toBe(200)
    expect(markdown.headers()['content-type']).toContain('text/markdown')
    const copy = await markdown.text()
    expect(copy.startsWith(`# ${article.title}\n`)).toBe(true)
    for (const section of article.sections) expect(copy).toContain(`\n## ${section.heading}\n`)
    const sourced = article.sections
      .flatMap((section) => section.blocks ?? [])
      .find((block) => block.type === 'fact' && block.source)
    expect(copy).toContain(`](${sourced?.source?.url})`)
    expect(copy).toContain('\n```')
  })

  test(`a guide in ${language} carries Article and BreadcrumbList JSON-LD the CSP lets through`, async ({
    page,
  }) => {
    const violations = await recordCspViolations(page)
    await page.goto(pathIn(language, guide.path))
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(blocks).toHaveLength(1)
    const data = JSON.parse(blocks[0]) as Record<string, unknown>[]
    const articleData = data.find((item) => item['@type'] === 'Article')
    const dates = article.changeLog.map((entry) => entry.date).sort()
    const pageUrl = new URL(page.url())
    const address = `${pageUrl.origin}${pageUrl.pathname}`
    expect(articleData).toMatchObject({
      '@context': 'https://schema.org',
      headline: article.title,
      inLanguage: language,
      dateModified: dates[dates.length - 1],
      datePublished: dates[0],
      author: { '@type': 'Organization', name: brand(language) },
      publisher: { '@type': 'Organization', name: brand(language) },
      url: address,
    })
    const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[]
    }
    expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual([
      routeTitle(language, '/'),
      routeTitle(language, '/products-tech'),
      routeTitle(language, guide.path),
    ])
    expect(breadcrumbs.itemListElement.at(-1)?.item).toBe(address)
    await expect(page.locator('h1')).toBeVisible()
    expect(await violations()).toEqual([])
  })
}
