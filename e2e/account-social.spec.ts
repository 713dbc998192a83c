import { expect, test } from '@playwright/test'
import { accountMenuButton, openLogin, authDialog } from './support/accounts'
import { openIn } from './support/fresh-page'
import { pathIn } from './support/locales'
import { uniqueEmail } from './support/mailbox'

for (const provider of ['Google', 'GitHub'] as const) {
  test(`${provider} sign-in through the stand-in provider page lands signed in with the avatar image`, async ({
    page,
  }) => {
    await openIn(page, 'en', '/')
    await openLogin(page)
    await authDialog(page).getByRole('button', { name: provider }).click()
    await expect(page.getByLabel('Email')).toBeVisible()
    const email = uniqueEmail(provider.toLowerCase())
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Full name').fill('Hedy Lamarr')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(pathIn('en', '/'))
    await expect(page.getByTestId('auth-notice')).toContainText('You are signed in')
    const avatar = accountMenuButton(page).locator('img')
    await expect(avatar).toBeVisible()
    expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    await accountMenuButton(page).click()
    await expect(page.getByRole('menu')).toContainText('Hedy Lamarr')
    await expect(page.getByRole('menu')).toContainText(email)
  })
}

test('Cancel on the provider page returns home with the oauth_failed notice', async ({ page }) => {
  await openIn(page, 'en', '/')
  await openLogin(page)
  await authDialog(page).getByRole('button', { name: 'GitHub' }).click()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(pathIn('en', '/'))
  await expect(page.getByTestId('auth-notice')).toContainText(
    'Signing in with Google or GitHub was cancelled or failed',
  )
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
})

test('each callback outcome has its own notice in Chinese too', async ({ page }) => {
  await openIn(page, 'zh', '/auth/callback')
  await expect(page).toHaveURL('/')
  await expect(page.getByTestId('auth-notice')).toContainText('没有找到登录信息')
  await page.goto('/auth/callback?code=not-a-real-code')
  await expect(page.getByTestId('auth-notice')).toContainText('你的邮箱已确认')
  await page.getByTestId('auth-notice').getByRole('button', { name: '关闭提示' }).click()
  await expect(page.getByTestId('auth-notice')).toBeHidden()
})
