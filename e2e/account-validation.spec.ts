import { expect, test } from '@playwright/test'
import { passwordRuleFor } from '@super-individual/supabase-emulator/project-config'
import { authDialog } from './support/accounts'
import { openIn } from './support/fresh-page'
import { languages, locale } from './support/locales'

type AuthTexts = {
  validation: Record<string, string>
  tabs: Record<string, string>
  login: Record<string, string>
  register: Record<string, string>
  fields: Record<string, string>
}

for (const language of languages) {
  test(`every validation message shows on submit and clears on change (${language})`, async ({ page }) => {
    const auth = locale<AuthTexts>(language, 'auth')
    // The length the build took from supabase/config.toml.
    const passwordMin = auth.validation.passwordMin.replace('{{min}}', String(passwordRuleFor({}).minLength))
    const common = locale<{ auth: Record<string, string>; form: Record<string, string> }>(language, 'common')
    await openIn(page, language, '/')
    await page.getByRole('banner').getByRole('button', { name: common.auth.login }).click()
    const dialog = authDialog(page)
    await dialog.getByRole('button', { name: auth.login.submit, exact: true }).click()
    await expect(dialog.getByText(auth.validation.email)).toBeVisible()
    await expect(dialog.getByText(passwordMin)).toBeVisible()
    await dialog.getByLabel(common.form.email).fill('ada@example.com')
    await expect(dialog.getByText(auth.validation.email)).toBeHidden()

    await dialog.getByRole('tab', { name: auth.tabs.register }).click()
    await dialog.getByLabel(auth.fields.fullName).fill('A')
    await dialog.getByLabel(auth.fields.password, { exact: true }).fill('123456')
    await dialog.getByLabel(auth.fields.confirmPassword).fill('654321')
    await dialog.getByRole('button', { name: auth.register.submit, exact: true }).click()
    await expect(dialog.getByText(auth.validation.nameMin)).toBeVisible()
    await expect(dialog.getByText(auth.validation.email)).toBeVisible()
    await expect(dialog.getByText(auth.validation.passwordMismatch)).toBeVisible()
    await expect(dialog.getByText(auth.validation.terms)).toBeVisible()
    await dialog.getByLabel(auth.fields.confirmPassword).fill('123456')
    await expect(dialog.getByText(auth.validation.passwordMismatch)).toBeHidden()
    await dialog.getByLabel(auth.fields.password, { exact: true }).fill('123')
    await expect(dialog.getByText(passwordMin)).toBeVisible()

    const toggle = dialog.getByRole('button', { name: common.form.showPassword }).first()
    await toggle.click()
    await expect(dialog.getByLabel(auth.fields.password, { exact: true })).toHaveAttribute('type', 'text')
    await expect(dialog.getByRole('button', { name: common.form.hidePassword })).toBeVisible()
  })
}

test('the link under each form switches to the other tab', async ({ page }) => {
  await openIn(page, 'en', '/')
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click()
  const dialog = authDialog(page)
  await dialog.getByText('No account yet?').getByRole('button', { name: 'Register' }).click()
  await expect(dialog.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true')
  await dialog.getByText('Already have an account?').getByRole('button', { name: 'Login' }).click()
  await expect(dialog.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')
  await expect(dialog.getByText('or use')).toBeVisible()
})
