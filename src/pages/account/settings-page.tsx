import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useAuth } from '@/auth/auth-context'
import { newPasswordSchema, type NewPasswordValues } from '@/auth/auth-schemas'
import { describeAuthError } from '@/auth/describe-auth-error'
import { ErrorAlert, SuccessAlert } from '@/auth/form-alert'
import { FormField } from '@/auth/form-field'
import { PasswordInput } from '@/auth/password-input'
import { PageHeader } from '@/components/page/page-header'
import { Button } from '@/components/ui/button'
import { LanguageSwitcher } from '@/layout/language-switcher'
import { ThemeChoice } from '@/layout/theme-choice'
import { RequireUser } from './require-user'

export default function SettingsPage() {
  const { t } = useTranslation('auth')
  return (
    <div className="mx-auto max-w-xl space-y-8 px-4 py-10">
      <PageHeader title={t('account.settingsTitle')} />
      <RequireUser>{() => <PasswordSection />}</RequireUser>
      <section aria-labelledby="preferences" className="space-y-4 rounded-card border border-border p-6">
        <h2 id="preferences" className="text-lg font-semibold">
          {t('account.preferencesSection')}
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="text-sm font-medium">{t('account.language')}</span>
          <LanguageSwitcher />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="text-sm font-medium">{t('account.theme')}</span>
          <ThemeChoice />
        </div>
      </section>
    </div>
  )
}

function PasswordSection() {
  const { t, i18n } = useTranslation('auth')
  const { updatePassword } = useAuth()
  const [status, setStatus] = useState<{ error: string } | 'updated' | null>(null)
  const form = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirmPassword: '' } })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async ({ password }) => {
    setStatus(null)
    try {
      const { error } = await updatePassword(password)
      if (error) setStatus({ error: describeAuthError(error, 'errors.generic', t, i18n.language) })
      else {
        setStatus('updated')
        form.reset()
      }
    } catch (error) {
      console.error('Password change failed unexpectedly', error)
      setStatus({ error: t('errors.generic') })
    }
  })

  return (
    <section aria-labelledby="password-section" className="rounded-card border border-border p-6">
      <h2 id="password-section" className="text-lg font-semibold">
        {t('account.passwordSection')}
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        {status === 'updated' && (
          <SuccessAlert>
            <p>{t('account.passwordUpdated')}</p>
          </SuccessAlert>
        )}
        {status && status !== 'updated' && (
          <ErrorAlert>
            <p>{status.error}</p>
          </ErrorAlert>
        )}
        <FormField label={t('fields.newPassword')} error={errors.password?.message}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" disabled={isSubmitting} {...form.register('password')} />}
        </FormField>
        <FormField label={t('fields.confirmPassword')} error={errors.confirmPassword?.message}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" disabled={isSubmitting} {...form.register('confirmPassword')} />}
        </FormField>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    </section>
  )
}
