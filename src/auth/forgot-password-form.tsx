import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useAuth } from './auth-context'
import { emailOnlySchema, type EmailOnlyValues } from './auth-schemas'
import { describeAuthError } from './describe-auth-error'
import { FormError, SuccessAlert } from './form-alert'
import { EmailField } from './email-field'

interface ForgotPasswordFormProps {
  initialEmail?: string
  onBack?: () => void
}

/** Sends the password-reset mail; used in the dialog and on an expired reset link. */
export function ForgotPasswordForm({ initialEmail = '', onBack }: ForgotPasswordFormProps) {
  const { t, i18n } = useTranslation('auth')
  const { resetPassword } = useAuth()
  const [formError, setFormError] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const form = useForm<EmailOnlyValues>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: initialEmail },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async ({ email }) => {
    setFormError(null)
    try {
      const { error } = await resetPassword(email)
      if (error) setFormError(describeAuthError(error, 'errors.generic', t, i18n.language))
      else setSent(true)
    } catch (error) {
      console.error('Password reset request failed unexpectedly', error)
      setFormError(t('errors.generic'))
    }
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
            error={errors.email?.message}
            disabled={isSubmitting}
          />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </form>
      )}
      {onBack && (
        <Button variant="ghost" size="sm" onClick={onBack} disabled={isSubmitting}>
          <ArrowLeft aria-hidden="true" />
          {t('forgot.back')}
        </Button>
      )}
    </div>
  )
}
