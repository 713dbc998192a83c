import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { EmailField } from '@/components/form/email-field'
import { FormError, SuccessAlert } from '@/components/form/form-alert'
import { Button } from '@/components/ui/button'
import { useAuth } from './auth-context'
import { emailOnlySchema, type EmailOnlyValues } from './auth-schemas'
import { useAuthSubmit } from './use-auth-submit'
import { useFieldMessage } from './use-field-message'

interface ForgotPasswordFormProps {
  initialEmail?: string
  onBack?: () => void
}

/** Sends the password-reset mail; used in the dialog and on an expired reset link. */
export function ForgotPasswordForm({ initialEmail = '', onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth')
  const { resetPassword } = useAuth()
  const fieldMessage = useFieldMessage()
  const [sent, setSent] = useState(false)
  const form = useForm<EmailOnlyValues>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: initialEmail },
  })
  const { submit, formError, submitting } = useAuthSubmit(form, {
    action: ({ email }) => resetPassword(email),
    onSuccess: () => setSent(true),
    logLabel: 'Password reset request',
  })

  return (
    <div className="space-y-4">
      <div>
        <h3 className="font-semibold">{t('forgot.title')}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('forgot.description')}</p>
      </div>
      <FormError message={formError} />
      {sent ? (
        <SuccessAlert>
          <p>{t('forgot.sent')}</p>
        </SuccessAlert>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <EmailField
            registration={form.register('email')}
            error={fieldMessage(form.formState.errors.email)}
            disabled={submitting}
          />
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </form>
      )}
      {onBack && (
        <Button variant="ghost" size="sm" onClick={onBack} disabled={submitting}>
          <ArrowLeft aria-hidden="true" />
          {t('forgot.back')}
        </Button>
      )}
    </div>
  )
}
