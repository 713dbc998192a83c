import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'
import { FormField } from './form-field'

interface EmailFieldProps {
  registration: UseFormRegisterReturn<'email'>
  error?: string
  disabled: boolean
}

/** The email input every account form starts with. */
export function EmailField({ registration, error, disabled }: EmailFieldProps) {
  const { t } = useTranslation('auth')
  return (
    <FormField label={t('fields.email')} error={error}>
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="email"
          placeholder={t('placeholders.email')}
          disabled={disabled}
          {...registration}
        />
      )}
    </FormField>
  )
}
