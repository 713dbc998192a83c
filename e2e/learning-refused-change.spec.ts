import { expect, test, type Page } from '@playwright/test'
import { createConfirmedAccount, logIn } from './support/accounts'
import { openIn } from './support/fresh-page'
import { expectReactOwnsHeading } from './support/hydration'

const seo = '/marketing/research/seo'

test.use({ viewport: { width: 1280, height: 900 } })
test.slow()

async function readToEnd(page: Page) {
  await expectReactOwnsHeading(page)
  const sections = page.locator('main section[data-article-section]')
  const count = await sections.count()
  for (let index = 0; index < count; index++) {
    await sections.nth(index).scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 10)
  }
  await expect(page.getByText('You have read this guide')).toBeVisible()
}

/** The next upsert of the learner's guides that sends one with this status, answered. */
const progressSent = (page: Page, status: 'started' | 'completed') =>
  page.waitForResponse(
    (response) =>
      response.url().includes('/rest/v1/reading_progress') &&
      response.request().method() === 'POST' &&
      (response.request().postData() ?? '').includes(`"status":"${status}"`),
  )

test('a learner whose offline completion the account refused is told so on the learning page, in both languages', async ({ page, browser }) => {
  const account = await createConfirmedAccount()
  await openIn(page, 'en', '/')
  await logIn(page, account)
  await page.goto(`/en${seo}`)
  await expectReactOwnsHeading(page)
  await page.context().setOffline(true)
  await readToEnd(page)

  // Meanwhile another device reads it to the end and marks it unread.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const other = await context.newPage()
  await openIn(other, 'en', '/')
  await logIn(other, account)
  await other.goto(`/en${seo}`)
  const completed = progressSent(other, 'completed')
  await readToEnd(other)
  expect((await completed).ok()).toBe(true)
  const unread = progressSent(other, 'started')
  await other.getByRole('button', { name: 'Mark as unread' }).click()
  expect((await unread).ok()).toBe(true)
  await context.close()

  const late = progressSent(page, 'completed')
  await page.context().setOffline(false)
  expect((await late).ok()).toBe(true)
  await expect(page.getByRole('button', { name: 'Mark as read' })).toBeVisible()
  await page.goto('/en/learning')
  await expect(page.getByText('Your account did not take your latest change to 1 guide')).toBeVisible()
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'zh'))
  await page.goto('/learning')
  await expect(page.getByText('这里 1 篇指南的最新改动没有被账户采用')).toBeVisible()
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'))

  // Read to the end again, the guide is completed after all, which ends the message.
  const taken = progressSent(page, 'completed')
  await page.goto(`/en${seo}`)
  await readToEnd(page)
  expect((await taken).ok()).toBe(true)
  await page.goto('/en/learning')
  await expect(page.getByTestId('completed-count')).toContainText('1 of')
  await expect(page.getByText(/Your account did not take/)).toHaveCount(0)
})
