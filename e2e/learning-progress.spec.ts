import { expect, test, type Page } from '@playwright/test'
import { openHydrated } from './support/fresh-page'
import { storedStates } from './support/learning-store'
import { guideCount } from '../src/test/guide-counts'

const seo = '/marketing/research/seo'
const cases = '/marketing/research/cases'

/** Scrolls the way a reader does, section by section, down to the one given (1-based) or the last. */
async function readTo(page: Page, section?: number) {
  const sections = page.locator('main section[data-article-section]')
  const count = await sections.count()
  for (let index = 0; index < (section ?? count); index++) {
    await sections.nth(index).scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 10)
  }
}

test.describe('a visitor who is not signed in', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the learning store and its code load only where used: never on the home page, after idle on a section page', async ({
    page,
  }) => {
    const learningDatabase = () =>
      page.evaluate(async () =>
        (await indexedDB.databases()).some((database) => database.name === 'learning'),
      )
    // The store's code is the chunk named for the file that opens it (src/learning/store/open-learning.ts).
    const storeCode: string[] = []
    page.on('request', (request) => {
      if (/\/open-learning-[^/]*\.js$/.test(request.url())) storeCode.push(request.url())
    })
    await openHydrated(page, 'en', '/')
    // Idle comes within 2 s at the latest; wait well past it.
    await page.waitForTimeout(3_000)
    expect(await learningDatabase()).toBe(false)
    expect(storeCode).toEqual([])
    await openHydrated(page, 'en', '/marketing')
    await expect.poll(learningDatabase, { timeout: 10_000 }).toBe(true)
    expect(storeCode).toHaveLength(1)
  })

  test('reads a guide to the end, sees it ticked, counted, and can mark it unread', async ({ page }) => {
    await openHydrated(page, 'en', seo)
    await expect(page.getByRole('button', { name: 'Mark as read' })).toBeVisible()
    await readTo(page)
    await expect(page.getByText('You have read this guide')).toBeVisible()
    const ticked = page.getByRole('link', { name: /^SEO at Home and Abroad\s*\(read\)$/ })
    await expect(ticked).toBeVisible()

    await page.goto('/en/learning')
    await expect(page.getByRole('heading', { level: 1, name: 'My learning' })).toBeVisible()
    await expect(page.getByTestId('completed-count')).toHaveText(`1 of ${guideCount} guides completed`)
    await expect(page.getByRole('progressbar', { name: 'Marketing' })).toHaveAttribute('aria-valuenow', '1')
    await expect(page.getByRole('heading', { name: 'Keep your progress on every device' })).toBeVisible()

    await page.goto(`/en${seo}`)
    // The click scrolls the control into view and lands before the page has reported that view of
    // the last section: the guide stays unread while the end stays in view.
    const unread = page.getByRole('button', { name: 'Mark as unread' })
    await unread.click()
    await expect(page.getByRole('button', { name: 'Mark as read' })).toBeVisible()
    await expect(ticked).toHaveCount(0)
    // Two frames on, the view of the end has been reported and has not completed it.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await expect(page.getByRole('button', { name: 'Mark as read' })).toBeVisible()

    // Leaving the end and reading down to it again completes the guide again.
    await page.evaluate(() => window.scrollTo(0, 0))
    await readTo(page)
    await expect(page.getByText('You have read this guide')).toBeVisible()
    await expect(ticked).toBeVisible()
    await unread.click()
    await expect(page.getByRole('button', { name: 'Mark as read' })).toBeVisible()
    await page.goto('/en/learning')
    await expect(page.getByTestId('completed-count')).toHaveText(`0 of ${guideCount} guides completed`)
  })

  test('leaving a guide midway offers to continue from the last section reached', async ({ page }) => {
    await openHydrated(page, 'zh', cases)
    await readTo(page, 2)
    await expect(page.getByRole('button', { name: '标记为已读' })).toBeVisible()
    // The store writes the section reached to IndexedDB after the view is reported: leaving before
    // that write (a busy CI run did) would leave the first section as the last one stored.
    const storedProgress = async () => JSON.stringify((await storedStates(page)).visitor?.progress ?? {})
    await expect.poll(storedProgress, { timeout: 10_000 }).toMatch(/section-[2-9]/)
    await page.goto('/learning')
    const resume = page.getByRole('link', { name: /^接着读：/ })
    await expect(resume).toHaveAttribute('href', new RegExp(`^${cases}#section-[2-9]$`))
    await expect(page.getByTestId('completed-count')).toHaveText(`已读完 0 / ${guideCount} 篇指南`)
    await resume.click()
    await expect(page).toHaveURL(new RegExp(`${cases}#section-`))
  })

  test('reading time advances while the tab is visible and in use, and not while it is hidden', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date(2026, 10, 23, 9, 0, 0) })
    await openHydrated(page, 'en', seo)
    // Two minutes of reading, active all along: the clock writes once a minute.
    for (let minute = 0; minute < 2; minute++) {
      for (let step = 0; step < 6; step++) {
        await page.mouse.wheel(0, 40)
        await page.clock.runFor(10_000)
      }
    }
    // Hidden for ten minutes: nothing more counts (headless tabs stay visible, so the test hides it).
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await page.clock.runFor(600_000)
    // The store writes to IndexedDB after the clock's last flush: on a busy machine the read can
    // come first, so it waits for the reading to be stored. On such a machine the first ten-second
    // step can also pass before the tracker listens (a CI run stored 111 of 120 s), so the floor is
    // a minute and a half of reading: what the test shows is time counted while visible.
    const storedSeconds = async () => (await storedStates(page)).visitor?.ownTime['2026-11-23']?.seconds ?? 0
    await expect.poll(storedSeconds, { timeout: 15_000 }).toBeGreaterThanOrEqual(90)
    const seconds = await storedSeconds()
    // Playwright's clock also moves with real time, so a slow page load adds a few seconds; the ten
    // hidden minutes would add 600.
    expect(seconds).toBeLessThanOrEqual(150)
    await page.goto('/en/learning')
    await expect(page.getByTestId('minutes-today')).toHaveText(`Today: ${Math.floor(seconds / 60)} min`)
  })
})
