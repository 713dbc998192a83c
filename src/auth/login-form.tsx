import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { EmailField } from '@/components/form/email-field'
import { FormError } from '@/components/form/form-alert'
import { FormField } from '@/components/form/form-field'
import { PasswordInput } from '@/components/form/password-input'
import { runRequest } from '@/components/form/run-request'
import { Button } from '@/components/ui/button'
import { useAuth } from './auth-context'
import { loginSchema, type LoginValues } from './auth-schemas'
import { ResendConfirmation } from './resend-confirmation'
import { SocialLogin, type SocialProvider } from './social-login'
import { useAuthMessages } from './use-auth-messages'
import { useAuthSubmit } from './use-auth-submit'
import { useFieldMessage } from './use-field-message'

interface LoginFormProps {
  onSuccess: () => void
  onSwitchToRegister: () => void
  onForgotPassword: (email: string) => void
}

export function LoginForm({ onSuccess, onSwitchToRegister, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation('auth')
  const auth = useAuth()
  const messages = useAuthMessages()
  const fieldMessage = useFieldMessage()
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null)
  const [socialPending, setSocialPending] = useState<SocialProvider | null>(null)
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', remember: true },
  })
  const { submit, formError, setFormError, submitting } = useAuthSubmit(form, {
    action: ({ email, password, remember }) => {
      setUnconfirmedEmail(null)
      return auth.signIn(email, password, { remember })
    },
    onSuccess,
    onError: (error, { email }) => {
      if (error.code === 'email_not_confirmed') setUnconfirmedEmail(email)
    },
    failedKey: 'errors.loginFailed',
    exceptionKey: 'errors.loginException',
    logLabel: 'Login',
  })
  const { errors } = form.formState
  const busy = submitting || socialPending !== null

  // Not a form submit, but it shares the form's alert.
  const signInWith = async (provider: SocialProvider) => {
    setFormError(null)
    setSocialPending(provider)
    const outcome = await runRequest(
      () => (provider === 'google' ? auth.signInWithGoogle() : auth.signInWithGitHub()),
      {
        ...messages({ failedKey: `errors.${provider}Failed`, exceptionKey: `errors.${provider}Exception` }),
        logLabel: `${provider} login`,
      },
    )
    // On success the browser is already leaving for the provider; the spinner stays until then.
    if (outcome.ok) return
    setFormError(outcome.message)
    setSocialPending(null)
  }

  return (
    <div className="space-y-5">
      <FormError message={formError}>
        {unconfirmedEmail && <ResendConfirmation email={unconfirmedEmail} />}
      </FormError>
      <form onSubmit={submit} noValidate className="space-y-4">
        <EmailField
          registration={form.register('email')}
          error={fieldMessage(errors.email)}
          disabled={busy}
        />
        <FormField label={t('fields.password')} error={fieldMessage(errors.password)}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              disabled={busy}
              {...form.register('password')}
            />
          )}
        </FormField>
        <div className="flex items-center justify-between gap-3 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="size-4 accent-[var(--color-primary)]"
              disabled={busy}
              {...form.register('remember')}
            />
            {t('login.rememberMe')}
          </label>
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0"
            disabled={busy}
            onClick={() => onForgotPassword(form.getValues('email'))}
          >
            {t('login.forgotPassword')}
          </Button>
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <SocialLogin pending={socialPending} disabled={busy} onSelect={signInWith} />
      <p className="text-center text-sm text-muted-foreground">
        {t('login.noAccount')}{' '}
        <Button variant="link" size="sm" className="h-auto px-1" disabled={busy} onClick={onSwitchToRegister}>
          {t('login.toRegister')}
        </Button>
      </p>
    </div>
  )
}
