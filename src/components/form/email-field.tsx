import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'
import { FormField } from './form-field'

interface EmailFieldProps {
  registration: UseFormRegisterReturn<'email'>
  /** The validation message, already translated. */
  error?: string
  disabled: boolean
}

/** The email input every account form starts with. */
export function EmailField({ registration, error, disabled }: EmailFieldProps) {
  const { t } = useTranslation('common')
  return (
    <FormField label={t('form.email')} error={error}>
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="email"
          placeholder={t('form.emailPlaceholder')}
          disabled={disabled}
          {...registration}
        />
      )}
    </FormField>
  )
}
