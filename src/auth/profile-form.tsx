import { zodResolver } from '@hookform/resolvers/zod'
import type { User } from '@supabase/supabase-js'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormError, SuccessAlert } from '@/components/form/form-alert'
import { FormField } from '@/components/form/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useAuth } from './auth-context'
import { profileSchema, type ProfileValues } from './auth-schemas'
import { useAuthSubmit } from './use-auth-submit'
import { useFieldMessage } from './use-field-message'
import { UserAvatar } from './user-avatar'
import { cardVariants } from '@/components/ui/card'

/** Name and avatar address, kept in the account's metadata; the profile page shows it. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('auth')
  const { updateProfile } = useAuth()
  const fieldMessage = useFieldMessage()
  const [saved, setSaved] = useState(false)
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      fullName: (user.user_metadata?.full_name as string | undefined) ?? '',
      avatarUrl: (user.user_metadata?.avatar_url as string | undefined) ?? '',
    },
  })
  const { submit, formError, submitting } = useAuthSubmit(form, {
    action: (values) => {
      setSaved(false)
      return updateProfile(values)
    },
    onSuccess: () => setSaved(true),
    logLabel: 'Profile update',
  })
  const { errors } = form.formState

  return (
    <form
      onSubmit={submit}
      noValidate
      className={cardVariants({ tone: 'plain', padding: 'lg', className: 'space-y-5' })}
    >
      <div className="flex items-center gap-4">
        <UserAvatar user={user} className="size-14 text-lg" />
        <dl>
          <dt className="text-sm text-muted-foreground">{t('account.emailLabel')}</dt>
          <dd className="font-medium">{user.email}</dd>
        </dl>
      </div>
      {saved && (
        <SuccessAlert>
          <p>{t('account.saved')}</p>
        </SuccessAlert>
      )}
      <FormError message={formError} />
      <FormField label={t('fields.fullName')} error={fieldMessage(errors.fullName)}>
        {(control) => (
          <Input {...control} autoComplete="name" disabled={submitting} {...form.register('fullName')} />
        )}
      </FormField>
      <FormField label={t('fields.avatarUrl')} error={fieldMessage(errors.avatarUrl)}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            disabled={submitting}
            {...form.register('avatarUrl')}
          />
        )}
      </FormField>
      <Button type="submit" disabled={submitting}>
        {submitting ? t('account.saving') : t('account.save')}
      </Button>
    </form>
  )
}
