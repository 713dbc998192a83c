import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { LOCAL_ANON_KEY } from '@super-individual/supabase-emulator/local-defaults'
import {
  accountMenuButton,
  authDialog,
  createConfirmedAccount,
  logIn,
  openLogin,
  signedInElsewhere,
} from './support/accounts'
import { openHydrated, openIn } from './support/fresh-page'
import { pathIn } from './support/locales'
import { emulatorUrl } from './support/ports'

test('a wrong password shows the provider’s message and keeps what was typed', async ({ page }) => {
  const account = await createConfirmedAccount()
  await openIn(page, 'en', '/')
  await openLogin(page)
  const dialog = authDialog(page)
  await dialog.getByLabel('Email').fill(account.email)
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password')
  await dialog.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(dialog.getByRole('alert')).toContainText('Invalid login credentials')
  await expect(dialog.getByLabel('Email')).toHaveValue(account.email)
})

test('a visitor reads without downloading the auth client; signing in fetches it', async ({ page }) => {
  const account = await createConfirmedAccount('Dorothy Vaughan')
  const clientRequests: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/supabase-client-/.test(request.url())) clientRequests.push(request.url())
  })
  await openHydrated(page, 'en', '/marketing/research/seo')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
  expect(clientRequests).toEqual([])
  await logIn(page, account)
  await expect(accountMenuButton(page)).toContainText('DV')
  expect(clientRequests).toHaveLength(1)
})

test('a page open in another tab follows a sign-in made in this one', async ({ page, context }) => {
  const account = await createConfirmedAccount('Mary Jackson')
  const otherTab = await context.newPage()
  await openHydrated(otherTab, 'en', '/marketing')
  await expect(otherTab.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
  await openIn(page, 'en', '/')
  await logIn(page, account)
  await expect(accountMenuButton(otherTab)).toContainText('MJ')
})

test('signing in survives a reload, and sign-out ends it', async ({ page }) => {
  const account = await createConfirmedAccount('Katherine Johnson')
  await openIn(page, 'en', '/')
  await logIn(page, account)
  await expect(accountMenuButton(page)).toContainText('KJ')
  await page.reload()
  await expect(accountMenuButton(page)).toContainText('KJ')
  await accountMenuButton(page).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
})

test('an offline sign-out ends the session on this device, says so, and leaves no sb- key (security review M4)', async ({
  page,
  context,
}) => {
  const notices = JSON.parse(readFileSync('public/locales/en/auth.json', 'utf8')) as {
    notices: { signed_out_here: string }
  }
  const account = await createConfirmedAccount('Mary Jackson')
  await openHydrated(page, 'en', '/')
  await logIn(page, account)
  await expect(accountMenuButton(page)).toContainText('MJ')
  await context.setOffline(true)
  await accountMenuButton(page).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
  await expect(page.getByTestId('auth-notice')).toContainText(notices.notices.signed_out_here)
  await expect(page.getByTestId('auth-notice')).toContainText('Signed out on this device')
  const keys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])
  expect(keys.filter((key) => key.startsWith('sb-'))).toEqual([])
  await context.setOffline(false)
  await page.reload()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
})

test('"Sign out everywhere" ends the session in another browser too', async ({ page, browser, request }) => {
  const account = await createConfirmedAccount('Dorothy Vaughan')
  const elsewhere = await signedInElsewhere(browser, account)
  // The other browser's refresh token, as its client stored it: what keeps that session alive.
  const refreshToken = await elsewhere.evaluate(() => {
    const key = Object.keys(localStorage).find(
      (name) => name.startsWith('sb-') && name.endsWith('-auth-token'),
    )
    return (JSON.parse(localStorage.getItem(key!)!) as { refresh_token: string }).refresh_token
  })
  await openHydrated(page, 'en', '/settings')
  await logIn(page, account)
  await page.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(page.getByText('You are signed out on every device.')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
  const refreshed = await request.post(`${emulatorUrl}/auth/v1/token?grant_type=refresh_token`, {
    headers: { apikey: LOCAL_ANON_KEY },
    data: { refresh_token: refreshToken },
  })
  expect(refreshed.status()).toBe(400)
  await elsewhere.context().close()
})

test('the submit button says "Logging in..." and every button is disabled meanwhile', async ({ page }) => {
  const account = await createConfirmedAccount()
  await openIn(page, 'en', '/')
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(`${emulatorUrl}/auth/v1/token**`, async (route) => {
    await held
    await route.continue()
  })
  await openLogin(page)
  const dialog = authDialog(page)
  await dialog.getByLabel('Email').fill(account.email)
  await dialog.getByLabel('Password', { exact: true }).fill(account.password)
  await dialog.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(dialog.getByRole('button', { name: 'Logging in...' })).toBeDisabled()
  await expect(dialog.getByRole('button', { name: 'Google' })).toBeDisabled()
  await expect(dialog.getByRole('button', { name: 'GitHub' })).toBeDisabled()
  await expect(dialog.getByRole('button', { name: 'Forgot password?' })).toBeDisabled()
  release()
  await expect(dialog).toBeHidden()
})

test('the network error message shows when the backend cannot be reached', async ({ page }) => {
  await openIn(page, 'en', '/')
  await page.route(`${emulatorUrl}/**`, (route) => route.abort('connectionrefused'))
  await openLogin(page)
  const dialog = authDialog(page)
  await dialog.getByLabel('Email').fill('someone@example.com')
  await dialog.getByLabel('Password', { exact: true }).fill('whatever1')
  await dialog.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Network error, please check your connection')
})

test('profile and settings ask a signed-out visitor to log in, and save for a signed-in one', async ({
  page,
}) => {
  await openIn(page, 'en', '/profile')
  await expect(page.getByText('Please log in to see this page.')).toBeVisible()
  const account = await createConfirmedAccount('Mary Somerville')
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click()
  const dialog = authDialog(page)
  await dialog.getByLabel('Email').fill(account.email)
  await dialog.getByLabel('Password', { exact: true }).fill(account.password)
  await dialog.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByRole('main').getByText(account.email)).toBeVisible()
  await page.getByLabel('Full name').fill('Mary Fairfax')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Saved.')).toBeVisible()
  await expect(accountMenuButton(page)).toContainText('MF')

  await accountMenuButton(page).click()
  await page.getByRole('menuitem', { name: 'Settings' }).click()
  await expect(page).toHaveURL(pathIn('en', '/settings'))
  await page.getByLabel('New password').fill('brand-new-pass')
  await page.getByLabel('Confirm password').fill('brand-new-pass')
  await page.getByRole('button', { name: 'Update password' }).click()
  await expect(page.getByText('Your password has been changed.')).toBeVisible()
})
