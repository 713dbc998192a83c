import { expect, test } from '@playwright/test'
import { openHydrated } from './support/fresh-page'
import { languages, locale } from './support/locales'

interface ArticleFile {
  sections: { blocks?: { type: string; title?: string; text?: string }[] }[]
}

const guide = { path: '/products-tech/ai-programming/cursor', article: 'products-tech/ai-programming-cursor' }

for (const language of languages) {
  test(`a reader copies a guide's template in ${language} and gets its exact text`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const template = locale<ArticleFile>(language, `articles/${guide.article}`)
      .sections.flatMap((section) => section.blocks ?? [])
      .find((block) => block.type === 'template')
    if (!template?.title || !template.text) throw new Error(`${guide.article} has no template to copy`)
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
