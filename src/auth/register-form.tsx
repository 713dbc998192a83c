import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2, MailCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useTranslation } from 'react-i18next'
import { EmailField } from '@/components/form/email-field'
import { FormError } from '@/components/form/form-alert'
import { FormField } from '@/components/form/form-field'
import { PasswordFields } from '@/components/form/password-fields'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { PageLink } from '@/routes/page-link'
import type { RoutePath } from '@/routes/route-table'
import { useAuth } from './auth-context'
import { registerSchema, type RegisterValues } from './auth-schemas'
import { useAuthSubmit } from './use-auth-submit'
import { useFieldMessage } from './use-field-message'

export const CLOSE_AFTER_REGISTER_MS = 2000

interface RegisterFormProps {
  onDone: () => void
  onSwitchToLogin: () => void
}

export function RegisterForm({ onDone, onSwitchToLogin }: RegisterFormProps) {
  const { t } = useTranslation('auth')
  const { signUp } = useAuth()
  const fieldMessage = useFieldMessage()
  const [done, setDone] = useState<'confirm' | 'signed-in' | null>(null)
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
  })
  const { submit, formError, submitting } = useAuthSubmit(form, {
    action: ({ fullName, email, password }) => signUp(email, password, fullName),
    onSuccess: ({ needsConfirmation }) => setDone(needsConfirmation ? 'confirm' : 'signed-in'),
    failedKey: 'errors.registerFailed',
    exceptionKey: 'errors.registerException',
    logLabel: 'Registration',
  })
  const { errors } = form.formState

  useEffect(() => {
    if (!done) return
    const timer = window.setTimeout(onDone, CLOSE_AFTER_REGISTER_MS)
    return () => window.clearTimeout(timer)
  }, [done, onDone])

  if (done) {
    // "Check your email" only when a mail went out; with confirmation off the account is live.
    const Icon = done === 'confirm' ? MailCheck : CheckCircle2
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
        <Icon aria-hidden="true" className="size-12 text-primary" />
        <p className="text-lg font-semibold">
          {done === 'confirm' ? t('register.successTitle') : t('register.readyTitle')}
        </p>
        <p className="text-muted-foreground">
          {done === 'confirm' ? t('register.success') : t('register.ready')}
        </p>
      </div>
    )
  }

  const legalLink = (to: RoutePath) => (
    <PageLink
      to={to}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-primary underline underline-offset-2"
    />
  )

  return (
    <div className="space-y-5">
      <FormError message={formError} />
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label={t('fields.fullName')} error={fieldMessage(errors.fullName)}>
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              placeholder={t('placeholders.fullName')}
              disabled={submitting}
              {...form.register('fullName')}
            />
          )}
        </FormField>
        <EmailField
          registration={form.register('email')}
          error={fieldMessage(errors.email)}
          disabled={submitting}
        />
        <PasswordFields
          password={form.register('password')}
          confirmPassword={form.register('confirmPassword')}
          labels={{ password: t('fields.password'), confirmPassword: t('fields.confirmPassword') }}
          errors={{
            password: fieldMessage(errors.password),
            confirmPassword: fieldMessage(errors.confirmPassword),
          }}
          disabled={submitting}
        />
        <div className="space-y-1.5">
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]"
              disabled={submitting}
              aria-invalid={Boolean(errors.acceptTerms)}
              aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined}
              {...form.register('acceptTerms')}
            />
            <span>
              <Trans
                t={t}
                i18nKey="register.terms"
                components={{ terms: legalLink('/terms'), privacy: legalLink('/privacy') }}
              />
            </span>
          </label>
          {errors.acceptTerms && (
            <p id="accept-terms-error" className="text-sm text-destructive">
              {fieldMessage(errors.acceptTerms)}
            </p>
          )}
        </div>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        {t('register.haveAccount')}{' '}
        <Button
          variant="link"
          size="sm"
          className="h-auto px-1"
          disabled={submitting}
          onClick={onSwitchToLogin}
        >
          {t('register.toLogin')}
        </Button>
      </p>
    </div>
  )
}
