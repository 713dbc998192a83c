import { expect, test, type Page } from '@playwright/test'
import { createConfirmedAccount, logIn } from './support/accounts'
import { expectNoAxeViolations } from './support/axe'
import { openIn } from './support/fresh-page'
import { expectReactOwnsHeading } from './support/hydration'
import { tabTo } from './support/keyboard'
import { storedStates } from './support/learning-store'

// The reader is in New York, where it is 22:00 on 23 November while UTC is already on the 24th:
// their reading belongs to the 23rd, and the calendar's today is the 23rd.
test.use({ viewport: { width: 1280, height: 900 }, timezoneId: 'America/New_York' })
// Like the other signed-in journeys, it signs up through the mail before it reads: 21-27 s here,
// 33 s once with five other builds on the two cores.
test.slow()
const evening = new Date('2026-11-24T03:00:00Z')
const day = '2026-11-23'

/** Reads for `minutes` of the page's clock, scrolling now and then as a reader does. */
async function readFor(page: Page, minutes: number) {
  // The clock counts a second while the reader did something in the last minute.
  for (let step = 0; step < minutes * 2; step++) {
    await page.mouse.wheel(0, step % 4 < 2 ? 60 : -60)
    await page.clock.runFor(30_000)
  }
  // Hidden, the tab writes what it counted (headless tabs stay visible, so the test hides it).
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

test('a signed-in reader finds today in their own time zone on the calendar, with its minutes and the streak, by keyboard, in both languages', async ({
  page,
}) => {
  const account = await createConfirmedAccount()
  await page.clock.install({ time: evening })
  await openIn(page, 'en', '/')
  await logIn(page, account)
  await page.goto('/en/marketing/research/seo')
  await expectReactOwnsHeading(page)
  await readFor(page, 5)
  // The store writes to IndexedDB after the clock's flush; what it holds is what the page shows.
  const seconds = async () =>
    Object.entries(await storedStates(page)).find(([owner]) => owner !== 'visitor')?.[1].ownTime[day]
      ?.seconds ?? 0
  await expect.poll(seconds).toBeGreaterThanOrEqual(300)
  const minutes = Math.floor((await seconds()) / 60)

  await page.goto('/en/learning')
  const year = page.getByRole('region', { name: 'A year of reading' })
  await expect(year.getByTestId('minutes-today')).toHaveText(`Today: ${minutes} min`)
  await expect(year.getByTestId('current-streak')).toHaveText('Current streak: 1 day')
  await expect(year.getByTestId('longest-streak')).toHaveText('Longest this year: 1 day')
  await expect(year.getByText('days follow your time zone (America/New_York)')).toBeVisible()
  const calendar = year.getByRole('grid', { name: `Minutes read per day, 2025-11-24 to ${day}` })
  // From the switch above it, Tab reaches the calendar at today (with a visible focus), and the
  // arrows move a week and a day.
  const today = calendar.getByRole('gridcell', { name: `${day}: ${minutes} minutes` })
  await year.getByRole('button', { name: 'Show as a table' }).focus()
  await tabTo(page, today, { maxPresses: 1 })
  await expect(today).toHaveAttribute('aria-current', 'date')
  await page.keyboard.press('ArrowLeft')
  await expect(calendar.getByRole('gridcell', { name: '2026-11-16: 0 minutes' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowUp')
  await expect(calendar.getByRole('gridcell', { name: '2026-11-22: 0 minutes' })).toBeFocused()
  await page.keyboard.press('End')
  await expect(today).toBeFocused()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: /^中文/ }).click()
  await expect(page).toHaveURL(/\/learning$/)
  const zhYear = page.getByRole('region', { name: '一年的阅读' })
  await expect(zhYear.getByTestId('minutes-today')).toHaveText(`今天：${minutes} 分钟`)
  await expect(zhYear.getByTestId('current-streak')).toHaveText('当前连续 1 天')
  // From the switch, Tab reaches today; Shift+Tab goes back, and the switch shows the days as a table.
  const zhSwitch = zhYear.getByRole('button', { name: '以表格显示' })
  await zhSwitch.focus()
  await page.keyboard.press('Tab')
  await expect(
    zhYear.getByRole('grid').getByRole('gridcell', { name: `${day}：${minutes} 分钟` }),
  ).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(zhSwitch).toBeFocused()
  await page.keyboard.press('Enter')
  const table = zhYear.getByRole('table', { name: `每天阅读分钟数，2025-11-24 至 ${day}` })
  await expect(table.getByRole('row', { name: `${day} ${minutes}` })).toBeVisible()
  await expect(zhYear.getByRole('grid')).toHaveCount(0)
  await expectNoAxeViolations(page)
})
