import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { routeTable } from '../src/routes/route-table'
import { languages, locale, pathIn } from './support/locales'

interface ArticleFile {
  sections: { blocks?: { type: string; example?: string }[] }[]
}

const repoRoot = join(import.meta.dirname, '..')
// The line under each example block: what its test in examples/ ran it with, and when.
const testedNote = { zh: /实际运行测试，环境：|检查过，未实际运行/, en: /^(Tested with|Checked, not run:) / }
const exampleText = (path: string) => readFileSync(join(repoRoot, path), 'utf8').replace(/\r?\n$/, '')

/** Every guide whose code lives in examples/, with the files its code blocks name, in page order. */
const guidesWithExamples = languages.flatMap((language) =>
  routeTable.flatMap((route) => {
    if (!route.article) return []
    const article = locale<ArticleFile>(language, `articles/${route.article}`)
    const examples = article.sections.flatMap((section) =>
      (section.blocks ?? []).flatMap((block) =>
        block.type === 'code' && block.example ? [block.example] : [],
      ),
    )
    return examples.length > 0 ? [{ language, route, examples }] : []
  }),
)

test.use({ javaScriptEnabled: false })

test('guides show the code of their example files, and what each was tested with, in the prerendered page and the served JSON', async ({
  page,
  request,
}) => {
  expect(guidesWithExamples.length).toBeGreaterThan(0)
  for (const { language, route, examples } of guidesWithExamples) {
    const url = pathIn(language, route.path)
    await page.goto(url)
    // A crawler's view: the HTML as built, before any script runs.
    const shown = await page.locator('main pre code').allTextContents()
    const expected = examples.map(exampleText)
    // Inline text blocks (an ignore list) sit among them; the example blocks appear in order.
    expect(
      shown.filter((code) => expected.includes(code)),
      url,
    ).toEqual(expected)
    const notes = await page.locator('main figure:has(pre code) > p').allTextContents()
    expect(
      notes.filter((note) => testedNote[language].test(note)),
      `${url} tested notes`,
    ).toHaveLength(expected.length)
    const served = (await (
      await request.get(`/locales/${language}/articles/${route.article}.json`)
    ).json()) as {
      sections: { blocks?: { example?: string; code?: string }[] }[]
    }
    const servedCode = served.sections.flatMap((section) =>
      (section.blocks ?? []).flatMap((block) => (block.example ? [block.code] : [])),
    )
    expect(servedCode, `${url} JSON`).toEqual(expected)
  }
})
