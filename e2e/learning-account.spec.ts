import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { createConfirmedAccount, logIn, signedInElsewhere, type TestAccount } from './support/accounts'
import { openHydrated, openIn } from './support/fresh-page'
import { expectReactOwnsHeading } from './support/hydration'
import { progressSent, readToEnd } from './support/reading'
import { accountStates, forgetStoredRecords, storedStates } from './support/learning-store'
import { emulatorUrl } from './support/ports'
import { LOCAL_ANON_KEY } from '@super-individual/supabase-emulator/local-defaults'
import { guideCount } from '../src/test/guide-counts'

const seo = '/marketing/research/seo'
const cases = '/marketing/research/cases'
const seoTicked = /^SEO at Home and Abroad\s*\(read\)$/

test.use({ viewport: { width: 1280, height: 900 } })
// Each journey signs up through the mail, reads a whole guide and often opens a second browser.
test.slow()

const completedCount = (page: Page) => page.getByTestId('completed-count')

test('a learner finishes a guide and finds it completed on another device', async ({ page, browser }) => {
  const account = await createConfirmedAccount()
  await openIn(page, 'en', '/')
  await logIn(page, account)
  await page.goto(`/en${seo}`)
  await readToEnd(page)
  await expect(page.getByRole('link', { name: seoTicked })).toBeVisible()
  await page.goto('/en/learning')
  await expect(completedCount(page)).toHaveText(`1 of ${guideCount} guides completed`)
  await expect(page.getByRole('heading', { name: 'Keep your progress on every device' })).toHaveCount(0)

  const other = await signedInElsewhere(browser, account)
  await other.goto('/en/learning')
  await expect(completedCount(other)).toHaveText(`1 of ${guideCount} guides completed`)
  await other.goto(`/en${seo}`)
  await expect(other.getByRole('link', { name: seoTicked })).toBeVisible()
  await expect(other.getByRole('button', { name: 'Mark as unread' })).toBeVisible()

  // Marking it unread there reaches the first device on its next visit.
  await other.getByRole('button', { name: 'Mark as unread' }).click()
  await expect(other.getByRole('button', { name: 'Mark as read' })).toBeVisible()
  await expect(other.getByRole('link', { name: seoTicked })).toHaveCount(0)
  await other.goto('/en/learning')
  await expect(completedCount(other)).toHaveText(`0 of ${guideCount} guides completed`)
  await page.goto('/en/learning')
  await expect(completedCount(page)).toHaveText(`0 of ${guideCount} guides completed`)
  await other.context().close()
})

test('a guide read to the end offline stays unread when it was marked unread elsewhere meanwhile, and the reader is told', async ({
  page,
  browser,
}) => {
  const account = await createConfirmedAccount()
  await openIn(page, 'en', '/')
  await logIn(page, account)
  await page.goto(`/en${seo}`)
  await expectReactOwnsHeading(page)
  await page.context().setOffline(true)
  await readToEnd(page)

  const other = await signedInElsewhere(browser, account)
  await other.goto(`/en${seo}`)
  const completedSent = progressSent(other, 'completed')
  await readToEnd(other)
  expect((await completedSent).ok()).toBe(true)
  const unreadSent = progressSent(other, 'started')
  await other.getByRole('button', { name: 'Mark as unread' }).click()
  expect((await unreadSent).ok()).toBe(true)

  // Back online, the first device sends the completion it recorded before the mark.
  const lateSent = progressSent(page, 'completed')
  await page.context().setOffline(false)
  expect((await lateSent).ok()).toBe(true)
  // The account refused it, and this device shows what the account kept.
  await expect(page.getByRole('button', { name: 'Mark as read' })).toBeVisible()
  await other.goto('/en/learning')
  await expect(completedCount(other)).toHaveText(`0 of ${guideCount} guides completed`)
  await other.context().close()
  // The reader is told, in either language, that the account did not take the change.
  await page.goto('/en/learning')
  await expect(completedCount(page)).toHaveText(`0 of ${guideCount} guides completed`)
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
  await expect(completedCount(page)).toContainText('1 of')
  await expect(page.getByText(/Your account did not take/)).toHaveCount(0)
})

test('progress read before signing in moves into the account and leaves the browser', async ({
  page,
  browser,
}) => {
  const account = await createConfirmedAccount()
  await openIn(page, 'en', seo)
  await readToEnd(page)
  await page.goto(`/en${cases}`)
  await expectReactOwnsHeading(page)
  const second = page.locator('main section[data-article-section]').nth(1)
  await second.scrollIntoViewIfNeeded()
  // Leaving before the store has written the section reached (a busy CI run did) loses the place.
  const secondId = await second.getAttribute('data-article-section')
  const storedCases = async () =>
    Object.entries((await storedStates(page)).visitor?.progress ?? {}).find(([id]) =>
      id.endsWith('research-cases'),
    )
  await expect.poll(async () => (await storedCases())?.[1].last_section).toBe(secondId)
  await page.goto('/en/learning')
  await expect(completedCount(page)).toHaveText(`1 of ${guideCount} guides completed`)
  await expect(page.getByRole('link', { name: /^Continue: / })).toBeVisible()

  await logIn(page, account)
  const question = page.getByRole('dialog', { name: 'Add what was done here before you signed in?' })
  await expect(question.getByRole('listitem')).toHaveText(['1 guide marked as read'])
  await question.getByRole('button', { name: 'Add to this account' }).click()
  await expect(page.getByRole('heading', { name: 'Keep your progress on every device' })).toHaveCount(0)
  await expect(completedCount(page)).toHaveText(`1 of ${guideCount} guides completed`)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('learningProgress'))).toBeNull()

  const other = await signedInElsewhere(browser, account)
  await other.goto('/en/learning')
  await expect(completedCount(other)).toHaveText(`1 of ${guideCount} guides completed`)
  await expect(other.getByRole('link', { name: /^Continue: / })).toHaveAttribute(
    'href',
    new RegExp(`^/en${cases}#section-`),
  )
  await other.context().close()

  // Signing in again on this browser merges nothing twice.
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { name: 'Keep your progress on every device' })).toBeVisible()
  await expect(completedCount(page)).toHaveText(`0 of ${guideCount} guides completed`)
  await logIn(page, account)
  await expect(completedCount(page)).toHaveText(`1 of ${guideCount} guides completed`)
})

test('a learner exports their learning data as JSON, then deletes it', async ({ page }) => {
  const account = await createConfirmedAccount()
  await openIn(page, 'en', '/')
  await logIn(page, account)
  // The reading clock counts a second once a second of reading has passed: the test moves its clock
  // on instead of hoping the reading took that long (a quick page reads to its end in under one).
  await page.clock.install()
  // The clock starts with the hydrated page's tracker; read before that and no second is counted.
  await openHydrated(page, 'en', seo)
  await readToEnd(page)
  await page.clock.fastForward(1500)
  // Leaving the tab writes the reading time at once.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  // That write goes to IndexedDB; a page left before it lands loses it (a CI run exported no time).
  const storedSeconds = async () =>
    (await accountStates(page))
      .flatMap((state) => Object.values(state.ownTime))
      .reduce((sum, row) => sum + row.seconds, 0)
  await expect.poll(storedSeconds).toBeGreaterThan(0)

  await page.goto('/en/settings')
  const section = page.getByRole('region', { name: 'Your learning data' })
  // The unsent reading time goes out once this page's sync has loaded supabase-js, read the
  // account's rows and sent the queue: on a busy 2-core CI machine that took longer than 7 s once.
  await expect
    .poll(
      async () => {
        const download = page.waitForEvent('download')
        await section.getByRole('button', { name: 'Export as JSON' }).click()
        const file = await download
        const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
          reading_progress: { article_id: string; status: string }[]
          reading_time: { seconds: number }[]
        }
        expect(file.suggestedFilename()).toMatch(/^learning-data-\d{4}-\d{2}-\d{2}\.json$/)
        return {
          progress: data.reading_progress.map((row) => `${row.article_id}:${row.status}`),
          time: data.reading_time.length,
        }
      },
      { timeout: 20_000 },
    )
    .toEqual({ progress: ['marketing/research-seo:completed'], time: 1 })

  await section.getByRole('button', { name: 'Delete my learning data' }).click()
  await expect(
    section.getByText(
      'Delete all your reading progress, reading time, bookmarks, notes and ticked steps, on every device?',
    ),
  ).toBeVisible()
  await section.getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(section.getByText('Your learning data has been deleted.')).toBeVisible()
  await page.goto('/en/learning')
  await expect(completedCount(page)).toHaveText(`0 of ${guideCount} guides completed`)
  await expect(page.getByTestId('minutes-today')).toHaveText('Today: 0 min')
})

test('reading goes on when the data API is down, and the learning page offers a retry', async ({ page }) => {
  const account = await createConfirmedAccount()
  await openIn(page, 'en', '/')
  await page.route('**/rest/v1/**', (route) => route.abort('connectionrefused'))
  await logIn(page, account)
  await page.goto(`/en${seo}`)
  await readToEnd(page)
  await page.goto('/en/learning')
  // supabase-js retries a failed read three times (1 s, 2 s, 4 s) before it reports the failure.
  await expect(
    page.getByText('Your learning data could not be loaded. Your reading is not affected.'),
  ).toBeVisible({ timeout: 15_000 })
  await expect(completedCount(page)).toHaveText(`1 of ${guideCount} guides completed`)

  await page.unroute('**/rest/v1/**')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(
    page.getByText('Your learning data could not be loaded. Your reading is not affected.'),
  ).toHaveCount(0)
  await expect(completedCount(page)).toHaveText(`1 of ${guideCount} guides completed`)
  // What waited in this browser reached the account: once nothing is queued, a fresh browser sees it.
  const queued = async () => (await accountStates(page)).map((state) => state.outbox.length)
  await expect.poll(queued).toEqual([0])
  await forgetStoredRecords(page)
  await page.reload()
  await logIn(page, account)
  await expect(completedCount(page)).toHaveText(`1 of ${guideCount} guides completed`)
})

/** Fills the learner's account up to the database's 5,000 guides per learner, through the data API as the learner. */
async function fillAccount(account: TestAccount) {
  const headers = { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' }
  const signIn = await fetch(`${emulatorUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: account.email, password: account.password }),
  })
  const { access_token } = (await signIn.json()) as { access_token: string }
  const rows = Array.from({ length: 5000 }, (_, index) => ({
    article_id: `archive/guide-${index}`,
    status: 'started',
  }))
  const filled = await fetch(`${emulatorUrl}/rest/v1/reading_progress`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${access_token}` },
    body: JSON.stringify(rows),
  })
  expect(filled.status, await filled.text()).toBe(201)
}

test('a learner whose account is full is told so, and what they read stays in this browser', async ({
  page,
}) => {
  const account = await createConfirmedAccount()
  await fillAccount(account)
  await openIn(page, 'en', '/')
  await logIn(page, account)
  await page.goto(`/en${seo}`)
  // Reading to the end rather than clicking "Mark as read": scrolling to that button at the end
  // of the guide completes it first, and the click would then land on "Mark as unread".
  await readToEnd(page)

  await page.goto('/en/learning')
  await expect(
    page.getByText(/^Too much stored: your account already holds the most learning data it can keep/),
  ).toBeVisible()
  await expect(completedCount(page)).toHaveText(`1 of ${guideCount} guides completed`)
  await page.reload()
  await expect(completedCount(page)).toHaveText(`1 of ${guideCount} guides completed`)
})
