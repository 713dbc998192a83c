import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormError } from '@/components/form/form-alert'
import { PasswordFields } from '@/components/form/password-fields'
import { Button } from '@/components/ui/button'
import { useAuth } from './auth-context'
import { newPasswordSchema, type NewPasswordValues } from './auth-schemas'
import { useAuthSubmit } from './use-auth-submit'
import { useFieldMessage } from './use-field-message'

/** New password twice, with the sign-up rules; used by the reset page and the settings page. */
export function NewPasswordForm({ onUpdated }: { onUpdated: () => void }) {
  const { t } = useTranslation('auth')
  const { updatePassword } = useAuth()
  const fieldMessage = useFieldMessage()
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })
  const { submit, formError, submitting } = useAuthSubmit(form, {
    action: ({ password }) => updatePassword(password),
    onSuccess: () => {
      form.reset()
      onUpdated()
    },
    logLabel: 'Password update',
  })
  const { errors } = form.formState

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormError message={formError} />
      <PasswordFields
        password={form.register('password')}
        confirmPassword={form.register('confirmPassword')}
        labels={{ password: t('fields.newPassword'), confirmPassword: t('fields.confirmPassword') }}
        errors={{
          password: fieldMessage(errors.password),
          confirmPassword: fieldMessage(errors.confirmPassword),
        }}
        disabled={submitting}
      />
      <Button type="submit" className="w-full sm:w-auto" disabled={submitting}>
        {submitting ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  )
}
