import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useAuth } from './auth-context'
import { newPasswordSchema, type NewPasswordValues } from './auth-schemas'
import { describeAuthError } from './describe-auth-error'
import { FormError } from './form-alert'
import { FormField } from './form-field'
import { PasswordInput } from './password-input'

/** New password twice, with the sign-up rules; used by the reset page and the settings page. */
export function NewPasswordForm({ onUpdated }: { onUpdated: () => void }) {
  const { t, i18n } = useTranslation('auth')
  const { updatePassword } = useAuth()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async ({ password }) => {
    setFormError(null)
    try {
      const { error } = await updatePassword(password)
      if (error) {
        setFormError(describeAuthError(error, 'errors.generic', t, i18n.language))
        return
      }
      form.reset()
      onUpdated()
    } catch (error) {
      console.error('Password update failed unexpectedly', error)
      setFormError(t('errors.generic'))
    }
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormError message={formError} />
      <FormField label={t('fields.newPassword')} error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            disabled={isSubmitting}
            {...form.register('password')}
          />
        )}
      </FormField>
      <FormField label={t('fields.confirmPassword')} error={errors.confirmPassword?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            disabled={isSubmitting}
            {...form.register('confirmPassword')}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  )
}
