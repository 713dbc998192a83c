import { useTranslation } from 'react-i18next'
import { ProfileForm } from '@/auth/account-forms'
import { PageHeader } from '@/components/page/page-header'
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
