import { expect, test } from '@playwright/test'
import { LOCAL_SERVICE_ROLE_KEY } from '@super-individual/supabase-emulator/local-defaults'
import { authDialog, createConfirmedAccount, logIn, openLogin } from './support/accounts'
import { openIn } from './support/fresh-page'
import { expectReactOwnsHeading } from './support/hydration'
import { emulatorUrl } from './support/ports'

// With the well-known service-role key (what `supabase start` prints), the test looks at the
// database the way a developer would, after the learner has done everything through the page.

async function progressRowsOf(email: string) {
  const headers = { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` }
  const users = (await (
    await fetch(`${emulatorUrl}/auth/v1/admin/users?per_page=1000`, { headers })
  ).json()) as {
    users: { id: string; email: string }[]
  }
  const user = users.users.find((candidate) => candidate.email === email)
  if (!user) return 'no such user'
  const rows = await fetch(
    `${emulatorUrl}/rest/v1/reading_progress?select=article_id&user_id=eq.${user.id}`,
    { headers },
  )
  return ((await rows.json()) as unknown[]).length
}

test.use({ viewport: { width: 1280, height: 900 } })

test('a learner deletes their account from settings, is signed out, and cannot sign in again', async ({
  page,
}) => {
  test.slow()
  const account = await createConfirmedAccount()
  await openIn(page, 'en', '/')
  await logIn(page, account)
  await page.goto('/en/marketing/research/seo')
  await expectReactOwnsHeading(page)
  await page.getByRole('button', { name: 'Mark as read' }).click()
  await expect.poll(() => progressRowsOf(account.email)).toBe(1)

  await page.goto('/en/settings')
  const section = page.getByRole('region', { name: 'Delete your account' })
  const deleteButton = section.getByRole('button', { name: 'Delete my account' })
  await expect(deleteButton).toBeDisabled()
  await section
    .getByLabel(`To confirm, type your email address (${account.email})`)
    .fill('someone-else@example.com')
  await expect(deleteButton).toBeDisabled()
  await section.getByLabel(`To confirm, type your email address (${account.email})`).fill(account.email)
  await deleteButton.click()

  await expect(
    page.getByText('Your account and its learning data have been deleted, and you are signed out.'),
  ).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
  await expect(section).toHaveCount(0)
  expect(await progressRowsOf(account.email)).toBe('no such user')

  await openLogin(page)
  const dialog = authDialog(page)
  await dialog.getByLabel('Email').fill(account.email)
  await dialog.getByLabel('Password', { exact: true }).fill(account.password)
  await dialog.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(dialog.getByText('Invalid login credentials')).toBeVisible()
})

test('the Chinese settings page asks for the email before deleting', async ({ page }) => {
  const account = await createConfirmedAccount()
  await openIn(page, 'zh', '/settings')
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click()
  const dialog = authDialog(page)
  await dialog.getByLabel('邮箱').fill(account.email)
  await dialog.getByLabel('密码', { exact: true }).fill(account.password)
  await dialog.getByRole('button', { name: '登录', exact: true }).click()
  const section = page.getByRole('region', { name: '注销账户' })
  await expect(section.getByLabel(`请输入你的邮箱地址（${account.email}）以确认`)).toBeVisible()
  await expect(section.getByRole('button', { name: '注销我的账户' })).toBeDisabled()
})
