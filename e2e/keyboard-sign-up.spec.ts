import { expect, test } from '@playwright/test'
import { accountMenuButton, authDialog } from './support/accounts'
import { openIn } from './support/fresh-page'
import { pathIn } from './support/locales'
import { expectVisibleFocus, tabTo } from './support/keyboard'
import { linkFromLatestMail, uniqueEmail } from './support/mailbox'

// Locators only find and check elements: every action goes through the keyboard.
test('a learner signs up, confirms and signs out with the keyboard alone, always seeing the focus', async ({
  page,
}) => {
  // Some sixty key presses, each followed by a look at the focus: on a busy 2-core machine this
  // took 32 s, over the 30 s default.
  test.slow()
  const email = uniqueEmail('keyboard')
  const password = 'keys-only-42'
  await openIn(page, 'en', '/')
  const banner = page.getByRole('banner')
  const register = banner.getByRole('button', { name: 'Register', exact: true })
  await expect(register).toBeVisible()

  await tabTo(page, register)
  await page.keyboard.press('Enter')
  const dialog = authDialog(page)
  await expect(dialog.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true')
  await expectVisibleFocus(page)

  await tabTo(page, dialog.getByLabel('Full name'))
  await page.keyboard.type('Katherine Johnson')
  await tabTo(page, dialog.getByLabel('Email'))
  await page.keyboard.type(email)
  await tabTo(page, dialog.getByLabel('Password', { exact: true }))
  await page.keyboard.type(password)
  await tabTo(page, dialog.getByLabel('Confirm password'))
  await page.keyboard.type(password)
  const terms = dialog.getByRole('checkbox')
  await tabTo(page, terms)
  await page.keyboard.press('Space')
  await expect(terms).toBeChecked()
  await tabTo(page, dialog.getByRole('button', { name: 'Register', exact: true }))
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('Registration successful!')).toBeVisible()
  await expect(dialog).toBeHidden({ timeout: 4_000 })

  await page.goto(await linkFromLatestMail(email, /confirm/i))
  await expect(page).toHaveURL(pathIn('en', '/'))
  await expect(page.getByTestId('auth-notice')).toContainText('You are signed in')

  await tabTo(page, accountMenuButton(page))
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toContainText(email)
  // The menu moves the focus to its first item as it opens: the arrows start from there.
  await expect(menu.getByRole('menuitem').first()).toBeFocused()
  await expectVisibleFocus(page)
  // Each arrow moves the focus one item down, a moment after the key (Radix focuses the next item in
  // a timer): the next press waits for that move, as a person waits to see where they are. Pressing
  // on before the move landed kept the focus where it was, and a loaded CI run spent its presses
  // without reaching "Sign out".
  const items = menu.getByRole('menuitem')
  const names = await items.allInnerTexts()
  const signOutAt = names.findIndex((name) => name.trim() === 'Sign out')
  expect(signOutAt).toBeGreaterThan(0)
  for (let item = 1; item <= signOutAt; item++) {
    await page.keyboard.press('ArrowDown')
    await expect(items.nth(item)).toBeFocused()
    await expectVisibleFocus(page)
  }
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(menu).toBeHidden()
  await expect(banner.getByRole('button', { name: 'Login' })).toBeVisible()
})
