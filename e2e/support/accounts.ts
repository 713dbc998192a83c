import type { Browser, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { LOCAL_ANON_KEY } from '@super-individual/supabase-emulator/local-defaults'
import { openIn } from './fresh-page'
import { linkFromLatestMail, uniqueEmail } from './mailbox'
import { emulatorUrl } from './ports'

export interface TestAccount {
  email: string
  password: string
  fullName: string
}

/**
 * Sets up an account the way a person would have: signs up against the real emulator, then
 * opens the link from the confirmation mail. Used where the test is about something else.
 */
export async function createConfirmedAccount(fullName = 'Ada Lovelace'): Promise<TestAccount> {
  const account = { email: uniqueEmail('learner'), password: 'correct-horse-42', fullName }
  const response = await fetch(`${emulatorUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, data: { full_name: fullName } }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
  const link = await linkFromLatestMail(account.email, /confirm/i)
  const verify = await fetch(link, { redirect: 'manual' })
  expect(verify.status).toBe(303)
  return account
}

export function authDialog(page: Page) {
  // The dialog with the login and register tabs, not another one the page may show (the sign-in question).
  return page.getByRole('dialog').filter({ has: page.getByRole('tablist') })
}

/** The login form's words in each language (public/locales/<lng>/auth.json and common.json). */
const loginWords = {
  en: { login: 'Login', email: 'Email', password: 'Password', remember: 'Remember me' },
  zh: { login: '登录', email: '邮箱', password: '密码', remember: '记住我' },
}

export async function openLogin(page: Page, language: keyof typeof loginWords = 'en') {
  const { login } = loginWords[language]
  await page.getByRole('banner').getByRole('button', { name: login }).click()
  await expect(authDialog(page).getByRole('tab', { name: login })).toHaveAttribute('aria-selected', 'true')
}

export async function logIn(
  page: Page,
  account: TestAccount,
  { remember = true, language = 'en' as keyof typeof loginWords } = {},
) {
  const words = loginWords[language]
  await openLogin(page, language)
  const dialog = authDialog(page)
  await dialog.getByLabel(words.email).fill(account.email)
  await dialog.getByLabel(words.password, { exact: true }).fill(account.password)
  if (!remember) await dialog.getByLabel(words.remember).uncheck()
  await dialog.getByRole('button', { name: words.login, exact: true }).click()
  await expect(dialog).toBeHidden()
}

export const accountMenuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Account menu' })

/** Fills and sends the register form the way a person would. */
export async function register(page: Page, { fullName, email, password }: TestAccount) {
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click()
  const dialog = authDialog(page)
  await expect(dialog.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true')
  await dialog.getByLabel('Full name').fill(fullName)
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByLabel('Confirm password').fill(password)
  await dialog.getByLabel('I agree to the Terms of Service and Privacy Policy').check()
  await dialog.getByRole('button', { name: 'Register', exact: true }).click()
}

/** The account signed in on a second browser context: another device of the same learner. */
export async function signedInElsewhere(browser: Browser, account: TestAccount) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await openIn(page, 'en', '/')
  await logIn(page, account)
  return page
}
