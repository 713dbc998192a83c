import { expect, type Page } from '@playwright/test'
import { expectReactOwnsHeading } from './hydration'

/** Scrolls the way a reader does, section by section, to the end of the guide (shown in English). */
export async function readToEnd(page: Page) {
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
export const progressSent = (page: Page, status: 'started' | 'completed') =>
  page.waitForResponse(
    (response) =>
      response.url().includes('/rest/v1/reading_progress') &&
      response.request().method() === 'POST' &&
      (response.request().postData() ?? '').includes(`"status":"${status}"`),
  )
