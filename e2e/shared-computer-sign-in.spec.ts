import { expect, test, type Page } from '@playwright/test'
import { accountMenuButton, createConfirmedAccount, logIn, signedInElsewhere } from './support/accounts'
import { expectNoAxeViolations } from './support/axe'
import { openHydrated } from './support/fresh-page'
import { storedStates } from './support/learning-store'
import { writeNote } from './support/notes'

// Security review M1 (issue 59, item 3): on a shared computer, what one reader did signed out never
// joins the next reader's account without their click on "Add to this account".

const playbook = '/tools-services/playbooks/paid-from-abroad'
const secret = 'My salary is 12345'

test.use({ viewport: { width: 1280, height: 900 } })
test.slow()

const visitorNotes = async (page: Page) =>
  Object.values((await storedStates(page)).visitor?.notebook?.note ?? {})
    .filter((note) => note.deleted_at === null)
    .map((note) => note.body)

test('a visitor’s note and read mark wait for the next learner’s answer: Escape keeps them on the device, Discard removes them (both languages)', async ({
  page,
  browser,
}) => {
  // H, signed out, writes a note and marks the playbook read.
  await openHydrated(page, 'en', playbook)
  await writeNote(page, 2, secret, 'Saved in this browser. Sign in to keep it on every device.')
  await page.getByRole('button', { name: 'Mark as read' }).click()
  await expect(page.getByText('You have read this guide')).toBeVisible()

  // K signs in on the same browser and is asked.
  const account = await createConfirmedAccount()
  await logIn(page, account)
  const question = page.getByRole('dialog', { name: 'Add what was done here before you signed in?' })
  await expect(question.getByRole('listitem')).toHaveText(['1 note', '1 guide marked as read'])
  await expect(question.getByRole('button')).toHaveText([
    'Add to this account',
    'Keep on this device',
    'Discard',
    'Close and keep them on this device',
  ])
  await expectNoAxeViolations(page, { include: '[role="dialog"]' })
  await page.keyboard.press('Escape')
  await expect(question).toBeHidden()
  // K's own page shows none of it.
  await expect(page.getByRole('button', { name: 'Mark as read' })).toBeVisible()
  await expect(page.getByTestId('note-count')).toHaveText('0 notes')
  // The note H left open closed at the sign-in: nothing of H's text stays on screen.
  await expect(page.getByRole('textbox', { name: /^Your note on / })).toHaveCount(0)
  await expect(page.getByText(secret)).toHaveCount(0)

  const other = await signedInElsewhere(browser, account)
  await other.goto('/en/learning')
  await expect(other.getByText('Loading your progress from your account…')).toHaveCount(0)
  await expect(other.getByTestId('completed-count')).toContainText('0 of')
  await expect(other.getByText(secret)).toHaveCount(0)
  await other.context().close()

  // Signed out again, the browser still holds H's records.
  await accountMenuButton(page).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page.getByTestId('note-count')).toHaveText('1 note')
  expect(await visitorNotes(page)).toEqual([secret])

  // In Chinese, K is asked again at the next sign-in, and discards them.
  await page.getByRole('button', { name: '中文 (switch to 中文)' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/)
  await logIn(page, account, { language: 'zh' })
  const zhQuestion = page.getByRole('dialog', { name: '把登录前在这里留下的记录加入账号吗？' })
  await expect(zhQuestion.getByRole('listitem')).toHaveText(['1 条笔记', '1 篇标为已读的指南'])
  await zhQuestion.getByRole('button', { name: '丢弃' }).click()
  await expect(zhQuestion).toBeHidden()
  await expect.poll(() => visitorNotes(page)).toEqual([])

  await page.getByRole('banner').getByRole('button', { name: '账号菜单' }).click()
  await page.getByRole('menuitem', { name: '退出登录' }).click()
  await expect(page.getByRole('button', { name: '标记为已读' })).toBeVisible()
  await expect(page.getByTestId('note-count')).toHaveText('0 条笔记')
})
