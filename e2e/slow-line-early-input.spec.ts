import { expect, test, type Page } from '@playwright/test'
import { expectReactOwnsHeading } from './support/hydration'

// Issue 62, item 2: the page reads before its scripts arrive, and what the reader does meanwhile is
// not lost. Every script of the site arrives 3 s late here, as on a slow line.
const guide = '/en/marketing/research/seo'
const lateMs = 3_000

async function scriptsLate(page: Page) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, lateMs))
    await route.continue()
  })
}

const reactOwnsHeading = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
  )

test('a click on a bookmark before the scripts arrive bookmarks the section once they have', async ({
  page,
}) => {
  await scriptsLate(page)
  await page.goto(guide, { waitUntil: 'commit' })
  const bookmark = page.getByRole('button', { name: 'Bookmark the section “Is SEO worth it”' })
  await bookmark.click()
  expect(await reactOwnsHeading(page)).toBe(false)
  // Two rounds of late scripts (the entry, then the page's chunks it imports) before hydration,
  // with room for a second worker beside this one.
  await expectReactOwnsHeading(page, 5 * lateMs)
  // The notebook's code and the store's arrive late too.
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true', { timeout: 20_000 })
  // Once the app has taken over, a click is the app's at once: the bookmark goes again.
  await bookmark.click()
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false')
})

test('Ctrl+K pressed before the scripts arrive opens the search once they have', async ({ page }) => {
  await scriptsLate(page)
  await page.goto(guide, { waitUntil: 'commit' })
  await expect(page.locator('main h1')).toBeVisible()
  await page.keyboard.press('Control+K')
  expect(await reactOwnsHeading(page)).toBe(false)
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 })
})
