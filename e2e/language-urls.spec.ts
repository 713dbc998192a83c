import { expect, test, type Page } from '@playwright/test'
import { accountMenuButton, createConfirmedAccount, logIn } from './support/accounts'
import { collectConsoleErrors } from './support/console-errors'
import { openIn } from './support/fresh-page'
import { expectAppStarted } from './support/hydration'
import { brand, routeTitle } from './support/locales'
import { expectSameDocument, markDocument } from './support/same-document'

const article = '/marketing/research/seo'
const visitedUrls = (page: Page) => {
  const urls: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()).pathname + new URL(frame.url()).search)
  })
  return urls
}

test('the switcher opens the same page in the other language at its own URL, and the choice brings the visitor back to it', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`${article}#section-2`)
  await expect(page).toHaveTitle(`${routeTitle('zh', article)} | ${brand('zh')}`)
  // The prerendered switcher does nothing until the app has started.
  await expectAppStarted(page)
  await page.getByRole('button', { name: /^EN/ }).click()
  await expect(page).toHaveURL(`/en${article}#section-2`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle(`${routeTitle('en', article)} | ${brand('en')}`)
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en')

  // Entering at a Chinese address now leads to the English page, before the Chinese one shows.
  const urls = visitedUrls(page)
  await page.goto('/tools-services')
  await expect(page).toHaveURL('/en/tools-services')
  await expect(page.locator('main h1')).toContainText('Tools and services')
  // (React Router re-announces the URL it starts on: count each address once.)
  expect([...new Set(urls)]).toEqual(['/tools-services', '/en/tools-services'])

  await expectAppStarted(page)
  await page.getByRole('button', { name: /^中文/ }).click()
  await expect(page).toHaveURL('/tools-services')
  await page.goto('/en/tools-services')
  await expect(page).toHaveURL('/tools-services')
  expect(errors).toEqual([])
})

test('?lng= moves to the counterpart URL, keeps the rest of the address and drops the parameter', async ({
  page,
}) => {
  await page.goto('/en/tools-services?tab=2&lng=zh#payments')
  await expect(page).toHaveURL('/tools-services?tab=2#payments')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh')
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('zh')
  await page.goto('/marketing?lng=zh')
  await expect(page).toHaveURL('/marketing')
})

test.describe('a browser that prefers English, with no choice made', () => {
  test.use({ locale: 'en-US' })

  test('stays on the Chinese page and is offered the English one in English', async ({ page }) => {
    await page.goto(article)
    await expect(page).toHaveURL(article)
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh')
    const offer = page.getByRole('link', { name: 'This page is also in English' })
    await offer.click()
    await expect(page).toHaveURL(`/en${article}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('link', { name: 'This page is also in English' })).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en')
  })

  test('can dismiss the offer for good', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Dismiss' }).click()
    await expect(page.getByRole('link', { name: 'This page is also in English' })).toHaveCount(0)
    await page.goto('/marketing')
    await expect(page.locator('main h1')).toBeVisible()
    await expect(page.getByRole('link', { name: 'This page is also in English' })).toHaveCount(0)
    await expect(page).toHaveURL('/marketing')
  })
})

test('a Chinese browser on an English page is offered the Chinese one in Chinese', async ({ page }) => {
  await page.goto('/en/marketing')
  await expect(page.getByRole('link', { name: '本页有中文版' })).toHaveAttribute('href', '/marketing')
})

test('the header settles into the signed-out buttons or the avatar without anything else in it moving', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  // Where the theme button sat in the prerendered HTML, before the session was known.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const theme = document.querySelector('header [aria-label^="Theme"]')
      Object.assign(window, { themeButtonLeft: theme?.getBoundingClientRect().left })
    })
  })
  const themeButtonMoves = () =>
    page.evaluate(() => {
      const before = (window as { themeButtonLeft?: number }).themeButtonLeft
      const after = document.querySelector('header [aria-label^="Theme"]')?.getBoundingClientRect().left
      return { before, after }
    })

  await openIn(page, 'en', article)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeVisible()
  const signedOut = await themeButtonMoves()
  expect(signedOut.before).toBeGreaterThan(0)
  expect(signedOut.after).toBe(signedOut.before)

  await logIn(page, await createConfirmedAccount('Grace Hopper'))
  await page.reload()
  await expect(accountMenuButton(page)).toContainText('GH')
  const signedIn = await themeButtonMoves()
  expect(signedIn.after).toBe(signedIn.before)
})

test('links navigate inside the app, even while the page is still hydrating, and the footer stays put once the new page has painted', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  // A slow phone: the click below lands while React is still taking over the prerendered page.
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 })
  await openIn(page, 'en', '/')
  await markDocument(page)
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Marketing' })
    .click()
  await expect(page).toHaveURL('/en/marketing')
  await expect(page.locator('main h1')).toContainText('Marketing: domestic and overseas')
  await expectSameDocument(page)
  const footerTop = () =>
    page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().top + window.scrollY)
  const painted = await footerTop()
  await page.waitForLoadState('networkidle')
  expect(await footerTop()).toBe(painted)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
