import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Trans, useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { PageLink } from '@/routes/page-link'
import type { RoutePath } from '@/routes/route-table'
import { useAuth } from './auth-context'
import { registerSchema, type RegisterValues } from './auth-schemas'
import { describeAuthError } from './describe-auth-error'
import { FormError } from './form-alert'
import { EmailField } from './email-field'
import { FormField } from './form-field'
import { PasswordInput } from './password-input'

export const CLOSE_AFTER_REGISTER_MS = 2000

interface RegisterFormProps {
  onDone: () => void
  onSwitchToLogin: () => void
}

export function RegisterForm({ onDone, onSwitchToLogin }: RegisterFormProps) {
  const { t, i18n } = useTranslation('auth')
  const { signUp } = useAuth()
  const [formError, setFormError] = useState<string | null>(null)
  const [done, setDone] = useState<'confirm' | 'signed-in' | null>(null)
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
  })
  const { errors, isSubmitting } = form.formState

  useEffect(() => {
    if (!done) return
    const timer = window.setTimeout(onDone, CLOSE_AFTER_REGISTER_MS)
    return () => window.clearTimeout(timer)
  }, [done, onDone])

  const submit = form.handleSubmit(async ({ fullName, email, password }) => {
    setFormError(null)
    try {
      const { error, needsConfirmation } = await signUp(email, password, fullName)
      if (error) {
        setFormError(describeAuthError(error, 'errors.registerFailed', t, i18n.language))
        return
      }
      setDone(needsConfirmation ? 'confirm' : 'signed-in')
    } catch (error) {
      console.error('Registration failed unexpectedly', error)
      setFormError(t('errors.registerException'))
    }
  })

  if (done) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
        <MailCheck aria-hidden="true" className="size-12 text-primary" />
        <p className="text-lg font-semibold">{t('register.successTitle')}</p>
        <p className="text-muted-foreground">
          {done === 'confirm' ? t('register.success') : t('register.successSignedIn')}
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
        <FormField label={t('fields.fullName')} error={errors.fullName?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              placeholder={t('placeholders.fullName')}
              disabled={isSubmitting}
              {...form.register('fullName')}
            />
          )}
        </FormField>
        <EmailField
          registration={form.register('email')}
          error={errors.email?.message}
          disabled={isSubmitting}
        />
        <FormField label={t('fields.password')} error={errors.password?.message}>
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
        <div className="space-y-1.5">
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]"
              disabled={isSubmitting}
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
          {errors.acceptTerms?.message && (
            <p id="accept-terms-error" className="text-sm text-destructive">
              {t(errors.acceptTerms.message)}
            </p>
          )}
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        {t('register.haveAccount')}{' '}
        <Button
          variant="link"
          size="sm"
          className="h-auto px-1"
          disabled={isSubmitting}
          onClick={onSwitchToLogin}
        >
          {t('register.toLogin')}
        </Button>
      </p>
    </div>
  )
}
