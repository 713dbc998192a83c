import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { renderWithI18n } from '@/test/render-app'
import { PasswordFields } from './password-fields'

function Harness({
  errors = {},
  disabled = false,
}: {
  errors?: { password?: string; confirmPassword?: string }
  disabled?: boolean
}) {
  const form = useForm({ defaultValues: { password: '', confirmPassword: '' } })
  return (
    <PasswordFields
      password={form.register('password')}
      confirmPassword={form.register('confirmPassword')}
      labels={{ password: 'New password', confirmPassword: 'Confirm password' }}
      errors={errors}
      disabled={disabled}
    />
  )
}

describe('PasswordFields', () => {
  it('labels both new-password inputs and gives each its own show/hide toggle', async () => {
    await renderWithI18n(<Harness />, 'en')
    const password = screen.getByLabelText('New password')
    const confirm = screen.getByLabelText('Confirm password')
    for (const input of [password, confirm]) {
      expect(input).toHaveAttribute('type', 'password')
      expect(input).toHaveAttribute('autocomplete', 'new-password')
    }
    const [showPassword, showConfirm] = screen.getAllByRole('button', { name: 'Show password' })

    await userEvent.click(showConfirm)
    expect(confirm).toHaveAttribute('type', 'text')
    expect(password).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument()

    await userEvent.click(showPassword)
    expect(password).toHaveAttribute('type', 'text')
    expect(screen.getAllByRole('button', { name: 'Hide password' })).toHaveLength(2)
  })

  it('shows each message under its own field, tied to the input for screen readers', async () => {
    await renderWithI18n(<Harness errors={{ confirmPassword: 'Passwords do not match' }} />, 'en')
    const confirm = screen.getByLabelText('Confirm password')
    expect(confirm).toHaveAttribute('aria-invalid', 'true')
    expect(confirm).toHaveAccessibleDescription('Passwords do not match')
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'false')
  })

  it('disables both inputs and both toggles while the form is busy', async () => {
    await renderWithI18n(<Harness disabled />, 'zh')
    expect(screen.getByLabelText('New password')).toBeDisabled()
    expect(screen.getByLabelText('Confirm password')).toBeDisabled()
    for (const toggle of screen.getAllByRole('button', { name: '显示密码' })) expect(toggle).toBeDisabled()
  })
})
