import { expect, test, type Page } from '@playwright/test'
import { collectConsoleErrors } from './support/console-errors'
import { openIn } from './support/fresh-page'
import { expectReactOwnsHeading } from './support/hydration'
import { languages, locale, pathIn, routeTitle, type Language } from './support/locales'

const words = (language: Language) => locale<Record<string, string>>(language, 'search')
const searchName = (language: Language) => locale<{ search: string }>(language, 'navigation').search
const miniPrograms = '/marketing/domestic/b2b/mini-programs'
const vercel = '/products-tech/docker/vercel'
const fifthHeading = (language: Language) =>
  locale<{ sections: { heading: string }[] }>(language, 'articles/products-tech/docker-vercel').sections[4]
    .heading

// The two end-to-end playbooks (issue 30): reached from their section page, the sidebar menu, search and the sitemap.
const playbooks = ['/tools-services/playbooks/paid-from-abroad', '/tools-services/playbooks/first-sale-china']
const playbooksTitle = (language: Language) =>
  locale<{ playbooks: { title: string } }>(language, 'tools').playbooks.title
const menuName = (language: Language) =>
  locale<{ sidebar: { title: string } }>(language, 'navigation').sidebar.title
const articleTitle = (language: Language, path: string) =>
  locale<{ title: string }>(language, `articles/tools-services/${path.split('/').slice(2).join('-')}`).title

const dialogOf = (page: Page, language: Language) =>
  page.getByRole('dialog', { name: words(language).dialogTitle })
const fieldOf = (page: Page, language: Language) =>
  page.getByRole('searchbox', { name: words(language).fieldLabel })
const resultsOf = (page: Page, language: Language) =>
  page.getByRole('list', { name: words(language).resultsLabel }).getByRole('link')

async function openHome(page: Page, language: Language) {
  await openIn(page, language, '/')
  await expect(page.locator('header [aria-keyshortcuts]')).toBeVisible()
}

/** Presses a shortcut until the dialog's field has focus: the listener starts with the app, after the HTML shows. */
async function openWithKeys(page: Page, language: Language, keys: string) {
  const field = dialogOf(page, language).getByRole('searchbox')
  await expect(async () => {
    await page.keyboard.press(keys)
    await expect(field).toBeFocused({ timeout: 3_000 })
  }).toPass()
}

for (const language of languages) {
  test.describe(`site search in ${language}`, () => {
    // Each test loads the dialog's code and the index on top of a page, then often a second page.
    test.beforeEach(() => test.slow())

    test('the header control opens the dialog; typing shows results at once; Enter opens the first', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page)
      await openHome(page, language)
      const dialog = dialogOf(page, language)
      await expectReactOwnsHeading(page)
      // The dialog's code loads on this click.
      await page
        .getByRole('banner')
        .getByRole('button', { name: searchName(language), exact: true })
        .click()
      await expect(dialog).toBeVisible()
      await fieldOf(page, language).fill(routeTitle(language, miniPrograms))
      await expect(resultsOf(page, language).first()).toContainText(routeTitle(language, miniPrograms))
      await expect(dialog.getByRole('status')).toContainText(/\d/)
      await fieldOf(page, language).press('Enter')
      await expect(page).toHaveURL(new RegExp(`${pathIn(language, miniPrograms)}(#section-\\d+)?$`))
      await expect(dialog).toBeHidden()
      await expect(page.locator('main h1')).toBeVisible()
      expect(errors).toEqual([])
    })

    test('Ctrl+K and "/" open the dialog, arrow keys move through results, Escape closes', async ({
      page,
    }) => {
      await openHome(page, language)
      await openWithKeys(page, language, 'Control+k')
      const dialog = dialogOf(page, language)
      await page.keyboard.type(routeTitle(language, miniPrograms))
      const results = resultsOf(page, language)
      await expect(results.nth(1)).toBeVisible()
      await page.keyboard.press('ArrowDown')
      await expect(results.nth(0)).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(results.nth(1)).toBeFocused()
      await page.keyboard.press('ArrowUp')
      await page.keyboard.press('ArrowUp')
      await expect(fieldOf(page, language)).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await openWithKeys(page, language, '/')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    })

    test('a result matched in a section lands on that section, and "see all" leads to the search page', async ({
      page,
    }) => {
      await openHome(page, language)
      await openWithKeys(page, language, 'Control+k')
      await fieldOf(page, language).fill(fifthHeading(language))
      const first = resultsOf(page, language).first()
      await expect(first).toHaveAttribute('href', `${pathIn(language, vercel)}#section-5`)
      await dialogOf(page, language)
        .getByRole('link', { name: words(language).seeAll })
        .click()
      await expect(page).toHaveURL(
        `${pathIn(language, '/search')}?q=${encodeURIComponent(fifthHeading(language))}`,
      )
      await page
        .getByRole('main')
        .getByRole('link')
        .filter({ hasText: routeTitle(language, vercel) })
        .first()
        .click()
      await expect(page).toHaveURL(`${pathIn(language, vercel)}#section-5`)
      await expect(page.getByRole('heading', { level: 2, name: fifthHeading(language) })).toBeInViewport()
    })

    test('the search page shows results for a query, a message and the sections for nonsense, and the URL follows the field', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page)
      await openIn(page, language, `/search?q=${encodeURIComponent(routeTitle(language, miniPrograms))}`)
      const main = page.getByRole('main')
      await expect(main.getByRole('link').first()).toContainText(routeTitle(language, miniPrograms))
      await expect(main.getByRole('status')).toContainText(/\d/)
      const field = fieldOf(page, language)
      await field.fill('qzxv wq')
      await expect(main.getByRole('status')).toHaveText(
        words(language).noResults.replace('{{query}}', 'qzxv wq'),
      )
      await expect(main.getByText(words(language).suggestions)).toBeVisible()
      await expect(
        main.getByRole('link', { name: routeTitle(language, '/marketing'), exact: true }),
      ).toBeVisible()
      await expect(page).toHaveURL(/\?q=qzxv(\+|%20)wq$/)
      expect(errors).toEqual([])
    })

    test('the playbooks open from the tools page, the sidebar menu and search, and are in the sitemap', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page)
      const [paid, firstSale] = playbooks
      await openIn(page, language, '/tools-services')
      const cards = page.getByRole('region', { name: playbooksTitle(language) })
      await cards.getByRole('link', { name: new RegExp(routeTitle(language, paid)) }).click()
      await expect(page).toHaveURL(pathIn(language, paid))
      await expect(page.locator('main h1')).toHaveText(articleTitle(language, paid))
      // The sidebar opens the group of the page being read, so its sibling playbook is one click away.
      await page
        .getByRole('navigation', { name: menuName(language) })
        .getByRole('link', { name: routeTitle(language, firstSale), exact: true })
        .click()
      await expect(page).toHaveURL(pathIn(language, firstSale))
      await expect(page.locator('main h1')).toHaveText(articleTitle(language, firstSale))
      await openWithKeys(page, language, 'Control+k')
      for (const path of playbooks) {
        await fieldOf(page, language).fill(routeTitle(language, path))
        await expect(resultsOf(page, language).first()).toHaveAttribute(
          'href',
          new RegExp(`^${pathIn(language, path)}(#section-\\d+)?$`),
        )
      }
      const sitemap = await (await page.request.get('/sitemap.xml')).text()
      for (const path of playbooks) expect(sitemap).toContain(`${pathIn(language, path)}</loc>`)
      expect(errors).toEqual([])
    })

    test('a 500-character query and one with <script> break nothing', async ({ page }) => {
      const errors = collectConsoleErrors(page)
      await page.addInitScript(() => Object.assign(window, { injected: false }))
      const script = '<script>window.injected = true</script><img src=x onerror="window.injected = true">'
      await openIn(page, language, `/search?q=${encodeURIComponent(script)}`)
      const main = page.getByRole('main')
      await expect(main.getByRole('status')).toContainText(script.slice(0, 20))
      await fieldOf(page, language).fill('小程序 '.repeat(125))
      await expect(main.getByRole('status')).not.toBeEmpty()
      await openWithKeys(page, language, 'Control+k')
      await dialogOf(page, language)
        .getByRole('searchbox')
        .fill(`${'a'.repeat(480)} <script>`)
      await expect(dialogOf(page, language).getByRole('status')).toHaveText(/./)
      expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBe(false)
      expect(errors).toEqual([])
    })
  })
}
