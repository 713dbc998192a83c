import { expect, test } from '@playwright/test'
import { accountRows, insertAccountRows } from './support/account-rows'
import { createConfirmedAccount, logIn, signedInElsewhere } from './support/accounts'
import { expectNoAxeViolations } from './support/axe'
import { openHydrated } from './support/fresh-page'
import { languages, locale } from './support/locales'

// Readers who return (issue 60): a learner who completed a guide before some of its reader-facing
// changes sees the guide's links marked "updated" (its section page, the sidebar, /learning) and is
// told of the changes when the guide opens; they dismiss the notice, the marks go, and both stay so
// on their other browser. Editorial entries and changes from before the completion are not listed.

const guide = '/marketing/research/seo'
const articleId = 'marketing/research-seo'
const sectionPage = '/marketing'
const words = {
  en: { title: 'Updated since you read it', dismiss: /^Dismiss/, updated: '(Updated)', read: '(read)' },
  zh: { title: '自你读过以来有更新', dismiss: /^知道了/, updated: '(有更新)', read: '(已读)' },
}

test.use({ viewport: { width: 1280, height: 900 } })
// Each journey signs in on two browsers.
test.slow()

for (const language of languages) {
  const { changeLog } = locale<{ changeLog: { date: string; kind: string; text: string }[] }>(
    language,
    `articles/${articleId}`,
  )
  const readerDays = [
    ...new Set(changeLog.filter((entry) => entry.kind === 'reader').map((entry) => entry.date)),
  ].sort()
  // Completed the day before the guide's second-newest day of reader changes: the newer ones are news.
  const completedOn = readerDays.at(-2)!
  const news = changeLog.filter((entry) => entry.kind === 'reader' && entry.date > completedOn)

  test(`a learner who completed a guide is told what changed since, and dismisses it for good (${language})`, async ({
    page,
    browser,
  }) => {
    expect(news.length).toBeGreaterThan(0)
    const account = await createConfirmedAccount()
    const completedAt = `${completedOn}T08:00:00.000Z`
    await insertAccountRows(account, 'reading_progress', [
      { article_id: articleId, status: 'completed', completed_at: completedAt, updated_at: completedAt },
    ])

    const href = `${language === 'en' ? '/en' : ''}${guide}`
    // The section page's link to the guide, and only it, carries the mark once the page is idle.
    await openHydrated(page, language, sectionPage)
    await logIn(page, account, { language })
    await page.reload()
    const sectionLink = page.locator(`main a[href="${href}"]`).first()
    await expect(sectionLink.locator('[data-updated-mark]')).toHaveCount(1, { timeout: 20_000 })
    await expect(sectionLink).toContainText(words[language].updated)
    // One mark per link to the guide, and none on the links to the guides the learner has not read.
    await expect(page.locator(`main a:not([href="${href}"]) [data-updated-mark]`)).toHaveCount(0)
    await expectNoAxeViolations(page, { include: 'main' })

    // The learning page lists it with its newest change.
    const prefix = language === 'en' ? '/en' : ''
    await page.goto(`${prefix}/learning`)
    await expect(page.getByTestId('updated-list')).toContainText(news.at(-1)!.text, { timeout: 20_000 })
    await expect(page.getByTestId('updated-list').getByRole('listitem')).toHaveCount(1)
    await expectNoAxeViolations(page, { include: 'main' })

    await page.goto(href)
    const sidebarLink = page.locator(`#guide-sidebar-tree a[href="${href}"]`)
    await expect(sidebarLink.locator('[data-updated-mark]')).toHaveCount(1, { timeout: 20_000 })
    const notice = page.getByRole('region', { name: words[language].title })
    await expect(notice).toBeVisible({ timeout: 20_000 })
    await expect(notice.getByRole('listitem')).toHaveCount(news.length)
    // It lies over the page's text at the foot of the window, so it must hide what is under it.
    expect(await notice.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toMatch(
      /^(transparent|rgba\(0, 0, 0, 0\))$/,
    )
    for (const entry of news) await expect(notice).toContainText(entry.text)
    await expectNoAxeViolations(page, { include: 'main' })

    await notice.getByRole('button', { name: words[language].dismiss }).click()
    await expect(notice).toBeHidden()
    await expect
      .poll(() => accountRows<{ article_id: string }>(account, 'update_dismissals?select=article_id'), {
        timeout: 20_000,
      })
      .toEqual([{ article_id: articleId }])
    await expect(sidebarLink.locator('[data-updated-mark]')).toHaveCount(0)
    await page.goto(`${prefix}${sectionPage}`)
    // The read mark shows that the store has opened; the updated mark would follow its section's days.
    await expect(page.locator(`main a[href="${href}"]`).first()).toContainText(words[language].read, {
      timeout: 20_000,
    })
    await page.waitForTimeout(1_000)
    await expect(page.locator('main [data-updated-mark]')).toHaveCount(0)
    await page.goto(`${prefix}/learning`)
    await expect(page.getByRole('heading', { name: /^(Followed guides|关注的指南)$/ })).toBeVisible({
      timeout: 20_000,
    })
    await page.waitForTimeout(1_000)
    await expect(page.getByTestId('updated-list')).toHaveCount(0)

    // The same learner on another browser: the dismissal came with their records.
    const other = await signedInElsewhere(browser, account)
    await other.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language)
    await openHydrated(other, language, guide)
    await expect(other.getByRole('button', { name: /^(Follow this guide|关注这篇指南)$/ })).toBeVisible()
    // The notebook's code has loaded (the completion holds it) and drawn nothing.
    await expect(other.getByTestId('guide-notebook')).toBeVisible()
    await other.waitForTimeout(3_000)
    await expect(other.getByRole('region', { name: words[language].title })).toHaveCount(0)
    await expect(other.locator('[data-updated-mark]')).toHaveCount(0)
    await other.context().close()
  })
}
