import { expect, test } from '@playwright/test'
import { collectConsoleErrors } from './support/console-errors'
import { openHydrated, openIn } from './support/fresh-page'
import { expectReactOwnsHeading } from './support/hydration'
import { brand, locale, pathIn, routeTitle } from './support/locales'

const banner = (language: 'zh' | 'en') =>
  locale<{ banner: { messages: string[] } }>(language, 'common').banner.messages

test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
  const errors = collectConsoleErrors(page)
  await openIn(page, 'en', '/this/does/not/exist')
  await expect(page.getByText('Oops! Page not found')).toBeVisible()
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(pathIn('en', '/'))
  expect(errors.some((error) => error.includes('/this/does/not/exist'))).toBe(true)
})

test('a deep link loads directly and survives a reload', async ({ page }) => {
  await openIn(page, 'zh', '/marketing/overseas/b2c/reddit')
  await expect(page).toHaveTitle(`${routeTitle('zh', '/marketing/overseas/b2c/reddit')} | ${brand('zh')}`)
  await page.reload()
  await expect(page).toHaveTitle(`${routeTitle('zh', '/marketing/overseas/b2c/reddit')} | ${brand('zh')}`)
  await expect(page.locator('main h1')).toBeVisible()
})

test('a new page starts at its top, and back returns to where the last one was left', async ({ page }) => {
  const scrollY = () => page.evaluate(() => window.scrollY)
  await openHydrated(page, 'en', '/marketing/research/seo')
  await page.evaluate(() => window.scrollTo(0, 1500))
  await expect.poll(scrollY).toBe(1500)
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: routeTitle('en', '/tools-services') })
    .click()
  await expect(page).toHaveTitle(`${routeTitle('en', '/tools-services')} | ${brand('en')}`)
  await expect.poll(scrollY).toBe(0)
  await page.goBack()
  await expect(page).toHaveTitle(`${routeTitle('en', '/marketing/research/seo')} | ${brand('en')}`)
  await expect.poll(scrollY).toBe(1500)
  await page.goForward()
  await expect.poll(scrollY).toBe(0)
  // Another page opened as a new document does not take the first one's position.
  await page.goBack()
  await expect.poll(scrollY).toBe(1500)
  await page.goto(pathIn('en', '/tools-services'))
  await expectReactOwnsHeading(page)
  expect(await scrollY()).toBe(0)
})

test('group paths redirect to their section and a trailing slash is the same page', async ({ page }) => {
  await openIn(page, 'zh', '/marketing/domestic/b2b')
  await expect(page).toHaveURL('/marketing')
  await page.goto('/products-tech/ai/')
  await expect(page).toHaveURL('/products-tech')
  await page.goto('/tools-services/')
  await expect(page).toHaveTitle(`${routeTitle('zh', '/tools-services')} | ${brand('zh')}`)
})

test('switching language updates the text, <html lang>, storage, and survives a reload', async ({ page }) => {
  await openIn(page, 'zh', '/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh')
  const switcher = page.getByRole('group', { name: '语言' })
  await expect(switcher.getByRole('button', { name: '中文' })).toBeDisabled()
  await switcher.getByRole('button', { name: '切换到English' }).click()
  await expect(page).toHaveURL('/en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Marketing' }),
  ).toBeVisible()
  await expect(page).toHaveTitle(`Home | ${brand('en')}`)
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en')
  const englishButton = page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' })
  await expect(englishButton).toBeDisabled()
  await expect(englishButton).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Marketing' }),
  ).toBeVisible()
})

test('translation requests carry the build version, so a deploy never serves old text', async ({ page }) => {
  // Prerendered pages carry their text inline; the client-only shell fetches it.
  const localeRequest = page.waitForRequest((request) => request.url().includes('/locales/'))
  await openIn(page, 'en', '/settings')
  expect(new URL((await localeRequest).url()).searchParams.get('v')).toBeTruthy()
})

test('?lng=en wins over the stored choice', async ({ page }) => {
  await openIn(page, 'zh', '/?lng=en')
  await expect(page).toHaveURL('/en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle(`Home | ${brand('en')}`)
})

test('the banner rotates every 3 s on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openIn(page, 'en', '/')
  const strip = page.getByTestId('promo-banner')
  const [first, second] = banner('en')
  await expect(strip).toBeVisible()
  await expect(strip).toContainText(first)
  await expect(strip).toContainText(second, { timeout: 4_500 })
})

test('the banner is hidden on a narrow screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openIn(page, 'en', '/')
  await expect(page.locator('main h1')).toBeVisible()
  await expect(page.getByTestId('promo-banner')).toBeHidden()
})

test('the mobile menu opens, and closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openIn(page, 'en', '/')
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  const menu = page.locator('#mobile-menu')
  await expect(menu).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  await menu.getByRole('link', { name: 'Tools & Services' }).click()
  await expect(page).toHaveURL(pathIn('en', '/tools-services'))
  await expect(menu).toBeHidden()
})

test('the sidebar highlights the section, its groups toggle and its leaves lead to sub-routes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openIn(page, 'en', '/marketing')
  const sidebar = page.getByRole('navigation', { name: 'Navigation menu' })
  await expect(page.getByRole('heading', { name: 'Navigation menu' })).toBeVisible()
  await expect(sidebar.locator('[data-current-section="true"]')).toHaveCount(1)
  await expect(sidebar.locator('[data-current-section="true"]')).toContainText('Marketing')
  const overseas = sidebar.getByRole('button', { name: 'Expand Marketing Overseas' })
  await overseas.click()
  await sidebar.getByRole('button', { name: 'Expand Overseas B2C' }).click()
  await sidebar.getByRole('link', { name: 'Reddit Marketing' }).click()
  await expect(page).toHaveURL(pathIn('en', '/marketing/overseas/b2c/reddit'))
  await expect(sidebar.getByRole('link', { name: 'Reddit Marketing' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await sidebar.getByRole('button', { name: 'Collapse Overseas B2C' }).click()
  await expect(sidebar.getByRole('link', { name: 'Reddit Marketing' })).toBeHidden()
  const indent = await sidebar
    .getByRole('button', { name: 'Expand Overseas B2C' })
    .locator('..')
    .evaluate((row) => getComputedStyle(row).paddingLeft)
  expect(indent).toBe('48px')
  const width = await page.locator('aside').evaluate((aside) => aside.getBoundingClientRect().width)
  expect(width).toBe(320)
  // The group's label toggles it too, not only its chevron.
  await sidebar.getByText('Overseas B2C', { exact: true }).click()
  await expect(sidebar.getByRole('link', { name: 'Reddit Marketing' })).toBeVisible()
  await sidebar.getByText('Overseas B2C', { exact: true }).click()
  await expect(sidebar.getByRole('link', { name: 'Reddit Marketing' })).toBeHidden()
})

test('the theme choice survives a reload', async ({ page }) => {
  await openIn(page, 'en', '/')
  await page.getByRole('button', { name: 'Theme: System' }).click()
  await expect(page.getByRole('button', { name: 'Theme: Light' })).toBeVisible()
  await page.getByRole('button', { name: 'Theme: Light' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible()
})
