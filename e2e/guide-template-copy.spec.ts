import { expect, test } from '@playwright/test'
import { openHydrated } from './support/fresh-page'
import { languages, locale, type Language } from './support/locales'
import { asJson, inlineData } from './support/inline-data'

interface ArticleFile {
  sections: { blocks?: { type: string; title?: string; text?: string }[] }[]
}

interface Guide {
  path: string
  article: string
  /** Which of the guide's templates, in page order. */
  template: number
}

// A products-tech guide's template in both languages, and a marketing template each language's
// reader needs most: the WeChat welcome, menu and replies in Chinese, the Reddit launch post in English.
const guides: Record<Language, Guide[]> = {
  zh: [
    {
      path: '/products-tech/ai-programming/cursor',
      article: 'products-tech/ai-programming-cursor',
      template: 0,
    },
    { path: '/marketing/domestic/b2c/wechat', article: 'marketing/domestic-b2c-wechat', template: 0 },
  ],
  en: [
    {
      path: '/products-tech/ai-programming/cursor',
      article: 'products-tech/ai-programming-cursor',
      template: 0,
    },
    { path: '/marketing/overseas/b2c/reddit', article: 'marketing/overseas-b2c-reddit', template: 1 },
  ],
}

for (const language of languages) {
  for (const guide of guides[language]) {
    test(`a reader copies a template of ${guide.path} in ${language} and gets its exact text`, async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      const template = locale<ArticleFile>(language, `articles/${guide.article}`)
        .sections.flatMap((section) => section.blocks ?? [])
        .filter((block) => block.type === 'template')[guide.template]
      if (!template?.title || !template.text)
        throw new Error(`${guide.article} has no template ${guide.template}`)
      const { blocks } = locale<{ blocks: { copied: string; template: { copyLabel: string } } }>(
        language,
        'guides',
      )

      await openHydrated(page, language, guide.path)
      const button = page.getByRole('button', {
        name: blocks.template.copyLabel.replace('{{title}}', template.title),
      })
      await button.click()
      // The template's own status line says it is done before the clipboard is read.
      await expect(page.locator('figure', { has: button }).getByRole('status')).toHaveText(blocks.copied)
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      expect(copied).toBe(template.text)
    })
  }
}

test('a reader copies a snippet of a prerendered guide and gets its exact code, which the page sent once', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // The served article, whose snippets the build filled in from their example files.
  const served = (await (
    await request.get('/locales/en/articles/products-tech/ai-programming-cursor.json')
  ).json()) as { sections: { blocks?: { type: string; code?: string; language?: string }[] }[] }
  const snippet = served.sections
    .flatMap((section) => section.blocks ?? [])
    .find((block) => block.type === 'code')
  if (!snippet?.code || !snippet.language) throw new Error('the Cursor guide has no snippet')
  const { blocks } = locale<{
    blocks: { copied: string; copyLabel: string; languages: Record<string, string> }
  }>('en', 'guides')
  await openHydrated(page, 'en', '/products-tech/ai-programming/cursor')
  const inline = await inlineData(page)
  expect(inline).not.toContain(asJson(snippet.code))
  const button = page
    .getByRole('button', {
      name: blocks.copyLabel.replace('{{language}}', blocks.languages[snippet.language]),
    })
    .first()
  await button.click()
  await expect(page.locator('figure', { has: button }).getByRole('status')).toHaveText(blocks.copied)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet.code)
})
