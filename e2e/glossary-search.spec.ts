import { expect, test, type Page } from '@playwright/test'
import { openHydrated } from './support/fresh-page'
import { languages, locale, pathIn, type Language } from './support/locales'

const words = (language: Language) => locale<Record<string, string>>(language, 'search')
const searchName = (language: Language) => locale<{ search: string }>(language, 'navigation').search

/**
 * A glossary alias the guide never writes (it uses another name of the term), and a word only the
 * glossary holds, per language: found in the built index of 2026-11-26 (glossary of 241 terms).
 */
const cases = {
  // /products-tech/freelance writes 远程工作, never 远程办公; the term remote-work pairs them.
  zh: {
    pair: '远程办公',
    guide: '/products-tech/freelance',
    entry: { query: '欧盟经营者', id: 'eu-trader-status' },
  },
  // /products-tech/ai/prompts writes Feishu, never Lark; the term feishu pairs them.
  en: { pair: 'Lark', guide: '/products-tech/ai/prompts', entry: { query: 'waitlist', id: 'waitlist' } },
} satisfies Record<Language, unknown>

async function search(page: Page, language: Language, query: string) {
  const field = page.getByRole('searchbox', { name: words(language).fieldLabel })
  await field.fill(query)
  return page.getByRole('list', { name: words(language).resultsLabel }).getByRole('link')
}

for (const language of languages) {
  test(`the header search finds a guide through a glossary pair and opens a glossary entry, in ${language}`, async ({
    page,
  }) => {
    const { pair, guide, entry } = cases[language]
    await openHydrated(page, language, '/')
    await page
      .getByRole('banner')
      .getByRole('button', { name: searchName(language), exact: true })
      .click()
    const to = pathIn(language, guide)
    // The guide itself or one of its sections.
    const guideResult = (await search(page, language, pair)).and(
      page.locator(`[href="${to}"], [href^="${to}#"]`),
    )
    await expect(guideResult).toHaveCount(1)
    const first = (await search(page, language, entry.query)).first()
    await expect(first).toHaveAttribute('href', `${pathIn(language, '/glossary')}#${entry.id}`)
    await first.click()
    await expect(page).toHaveURL(`${pathIn(language, '/glossary')}#${entry.id}`)
    await expect(page.locator(`article#${entry.id}`)).toBeInViewport()
  })
}
