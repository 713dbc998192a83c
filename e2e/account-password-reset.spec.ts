import { expect, test } from '@playwright/test'
import { accountMenuButton, authDialog, createConfirmedAccount, logIn, openLogin } from './support/accounts'
import { openIn } from './support/fresh-page'
import { pathIn } from './support/locales'
import { linkFromLatestMail } from './support/mailbox'

test('forgot password: the mailed link leads to a new password that then signs in', async ({ page }) => {
  const account = await createConfirmedAccount('Emmy Noether')
  await openIn(page, 'en', '/')
  await openLogin(page)
  const dialog = authDialog(page)
  await dialog.getByLabel('Email').fill(account.email)
  await dialog.getByRole('button', { name: 'Forgot password?' }).click()
  await expect(dialog.getByLabel('Email')).toHaveValue(account.email)
  await dialog.getByRole('button', { name: 'Send reset link' }).click()
  await expect(dialog.getByText('a password reset link is on its way')).toBeVisible()
  await page.keyboard.press('Escape')

  await page.goto(await linkFromLatestMail(account.email, /reset/i))
  await expect(page).toHaveURL(pathIn('en', '/reset-password'))
  await page.getByLabel('New password').fill('short')
  await page.getByLabel('Confirm password').fill('different')
  await page.getByRole('button', { name: 'Update password' }).click()
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await page.getByLabel('New password').fill('a-new-secret')
  await page.getByLabel('Confirm password').fill('a-new-secret')
  await page.getByRole('button', { name: 'Update password' }).click()
  await expect(page.getByText('Your password has been updated and you are signed in.')).toBeVisible()
  await expect(accountMenuButton(page)).toContainText('EN')

  await accountMenuButton(page).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await logIn(page, { ...account, password: 'a-new-secret' })
  await expect(accountMenuButton(page)).toBeVisible()
})

test('a reset link used twice says it has expired and offers a new mail', async ({ page }) => {
  const account = await createConfirmedAccount()
  await openIn(page, 'en', '/')
  await openLogin(page)
  const dialog = authDialog(page)
  await dialog.getByRole('button', { name: 'Forgot password?' }).click()
  await dialog.getByLabel('Email').fill(account.email)
  await dialog.getByRole('button', { name: 'Send reset link' }).click()
  await expect(dialog.getByText('a password reset link is on its way')).toBeVisible()
  const link = await linkFromLatestMail(account.email, /reset/i)
  await page.goto(link)
  await expect(page.getByLabel('New password')).toBeVisible()
  await page.goto(link)
  await expect(page.getByText('This reset link has expired or has already been used')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible()
})
