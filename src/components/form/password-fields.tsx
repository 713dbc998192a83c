import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField } from './form-field'
import { PasswordInput } from './password-input'

interface PasswordFieldsProps {
  password: UseFormRegisterReturn
  confirmPassword: UseFormRegisterReturn
  labels: { password: string; confirmPassword: string }
  /** Validation messages, already translated. */
  errors: { password?: string; confirmPassword?: string }
  disabled: boolean
}

/** A new password and its confirmation, each with its own show/hide toggle. */
export function PasswordFields({ password, confirmPassword, labels, errors, disabled }: PasswordFieldsProps) {
  return (
    <>
      <FormField label={labels.password} error={errors.password}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" disabled={disabled} {...password} />
        )}
      </FormField>
      <FormField label={labels.confirmPassword} error={errors.confirmPassword}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" disabled={disabled} {...confirmPassword} />
        )}
      </FormField>
    </>
  )
}
