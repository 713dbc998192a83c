import { expect, test } from '@playwright/test'
import { accountMenuButton, authDialog, createConfirmedAccount, logIn, register } from './support/accounts'
import { openIn } from './support/fresh-page'
import { pathIn } from './support/locales'
import { watchDialogTiming } from './support/dialog-timing'
import { linkFromLatestMail, uniqueEmail } from './support/mailbox'

test('a new learner registers, confirms the email from the mail and lands signed in', async ({ page }) => {
  const email = uniqueEmail('new')
  await openIn(page, 'en', '/')
  const success =
    'Registration successful! Please check your email and click the confirmation link to activate the account'
  const timing = await watchDialogTiming(page, success)
  await register(page, { fullName: 'Grace Hopper', email, password: 's3cret-pass' })
  const dialog = authDialog(page)

  await expect(dialog.getByText(success)).toBeVisible()
  await expect(dialog).toBeHidden({ timeout: 4_000 })
  // Timed inside the page, so a busy test runner's polling does not shorten the measured wait.
  expect(await timing.shownFor()).toBeGreaterThanOrEqual(1_900)

  await page.goto(await linkFromLatestMail(email, /confirm/i))
  await expect(page).toHaveURL(pathIn('en', '/'))
  await expect(page.getByTestId('auth-notice')).toContainText('You are signed in')
  await expect(accountMenuButton(page)).toContainText('GH')

  await accountMenuButton(page).click()
  await expect(page.getByRole('menu')).toContainText('Grace Hopper')
  await expect(page.getByRole('menu')).toContainText(email)
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
})

test('the terms and privacy links open real pages', async ({ page, context }) => {
  await openIn(page, 'en', '/')
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click()
  const [terms] = await Promise.all([
    context.waitForEvent('page'),
    authDialog(page).getByRole('link', { name: 'Terms of Service' }).click(),
  ])
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  const [privacy] = await Promise.all([
    context.waitForEvent('page'),
    authDialog(page).getByRole('link', { name: 'Privacy Policy' }).click(),
  ])
  await expect(privacy.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(privacy.getByText('Supabase Auth').first()).toBeVisible()
})

test('a confirmation link opened in another browser explains that the email is confirmed', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('elsewhere')
  await openIn(page, 'en', '/')
  await register(page, { fullName: 'Alan Turing', email, password: 's3cret-pass' })
  const dialog = authDialog(page)
  await expect(dialog).toBeHidden({ timeout: 4_000 })

  const otherBrowser = await browser.newContext()
  const other = await otherBrowser.newPage()
  await openIn(other, 'en', await linkFromLatestMail(email, /confirm/i))
  await expect(other.getByTestId('auth-notice')).toContainText('your email is confirmed')
  await other.getByTestId('auth-notice').getByRole('button', { name: 'Login' }).click()
  const otherDialog = authDialog(other)
  await otherDialog.getByLabel('Email').fill(email)
  await otherDialog.getByLabel('Password', { exact: true }).fill('s3cret-pass')
  await otherDialog.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(other.getByRole('banner').getByRole('button', { name: 'Account menu' })).toContainText('AT')
  await otherBrowser.close()
})

test('logging in before confirming offers to resend the confirmation mail', async ({ page }) => {
  const email = uniqueEmail('unconfirmed')
  await openIn(page, 'en', '/')
  await register(page, { fullName: 'Ada King', email, password: 's3cret-pass' })
  const dialog = authDialog(page)
  await expect(dialog).toBeHidden({ timeout: 4_000 })

  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click()
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill('s3cret-pass')
  await dialog.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(dialog.getByRole('alert')).toContainText('Email not confirmed')
  await dialog.getByRole('button', { name: 'Resend confirmation email' }).click()
  // The confirmation mail went out seconds ago, so the per-address mail limit answers first.
  await expect(dialog.getByRole('alert')).toContainText(
    /after \d+ seconds|A new confirmation email is on its way/,
  )
})

test('a confirmed account signs in with remember me across tabs, or only for this tab without it', async ({
  context,
}) => {
  const account = await createConfirmedAccount('Remember Me')
  const page = await context.newPage()
  await openIn(page, 'en', '/')
  const dialog = authDialog(page)
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click()
  await expect(dialog.getByLabel('Remember me')).toBeChecked()
  await dialog.getByLabel('Email').fill(account.email)
  await dialog.getByLabel('Password', { exact: true }).fill(account.password)
  await dialog.getByLabel('Remember me').uncheck()
  await dialog.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(accountMenuButton(page)).toBeVisible()
  await page.reload()
  await expect(accountMenuButton(page)).toBeVisible()

  const secondTab = await context.newPage()
  await secondTab.goto('/?lng=en')
  await expect(secondTab.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()

  // Remembered (the default), the session is there in every tab of the browser.
  await logIn(secondTab, account)
  const thirdTab = await context.newPage()
  await thirdTab.goto('/?lng=en')
  await expect(accountMenuButton(thirdTab)).toBeVisible()
})
