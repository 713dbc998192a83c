import { zodResolver } from '@hookform/resolvers/zod'
import type { User } from '@supabase/supabase-js'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useAuth } from '@/auth/auth-context'
import { profileSchema, type ProfileValues } from '@/auth/auth-schemas'
import { describeAuthError } from '@/auth/describe-auth-error'
import { ErrorAlert, SuccessAlert } from '@/auth/form-alert'
import { FormField } from '@/auth/form-field'
import { UserAvatar } from '@/auth/user-menu'
import { PageHeader } from '@/components/page/page-header'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { RequireUser } from './require-user'

export default function ProfilePage() {
  const { t } = useTranslation('auth')
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <PageHeader title={t('account.profileTitle')} intro={t('account.profileDescription')} />
      <RequireUser>{(user) => <ProfileForm user={user} />}</RequireUser>
    </div>
  )
}

function ProfileForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation('auth')
  const { updateProfile } = useAuth()
  const [status, setStatus] = useState<{ error: string } | 'saved' | null>(null)
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      fullName: (user.user_metadata?.full_name as string | undefined) ?? '',
      avatarUrl: (user.user_metadata?.avatar_url as string | undefined) ?? '',
    },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setStatus(null)
    try {
      const { error } = await updateProfile(values)
      setStatus(error ? { error: describeAuthError(error, 'errors.generic', t, i18n.language) } : 'saved')
    } catch (error) {
      console.error('Profile update failed unexpectedly', error)
      setStatus({ error: t('errors.generic') })
    }
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-5 rounded-card border border-border p-6">
      <div className="flex items-center gap-4">
        <UserAvatar user={user} className="size-14 text-lg" />
        <dl>
          <dt className="text-sm text-muted-foreground">{t('account.emailLabel')}</dt>
          <dd className="font-medium">{user.email}</dd>
        </dl>
      </div>
      {status === 'saved' && (
        <SuccessAlert>
          <p>{t('account.saved')}</p>
        </SuccessAlert>
      )}
      {status && status !== 'saved' && (
        <ErrorAlert>
          <p>{status.error}</p>
        </ErrorAlert>
      )}
      <FormField label={t('fields.fullName')} error={errors.fullName?.message}>
        {(control) => (
          <Input {...control} autoComplete="name" disabled={isSubmitting} {...form.register('fullName')} />
        )}
      </FormField>
      <FormField label={t('fields.avatarUrl')} error={errors.avatarUrl?.message}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            disabled={isSubmitting}
            {...form.register('avatarUrl')}
          />
        )}
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('account.saving') : t('account.save')}
      </Button>
    </form>
  )
}
