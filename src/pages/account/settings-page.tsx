import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAuth } from '@/auth'
import { DeleteAccountForm, NewPasswordForm } from '@/auth/account-forms'
import { SuccessAlert } from '@/components/form/form-alert'
import { PageHeader } from '@/components/page/page-header'
import { TitledSection } from '@/components/page/titled-section'
import { LanguageSwitcher } from '@/components/language-switcher'
import { ThemeChoice } from '@/components/theme-choice'
import { GlossaryMarksSetting } from '@/glossary/marks-setting-control'
import { LearningDataSection } from '@/learning/learning-data-section'
import { useLearning } from '@/learning/learning-context'
import { RequireUser } from './require-user'
import { SignOutEverywhereSection } from './sign-out-everywhere-section'
import { Spinner } from '@/components/ui/spinner'

export default function SettingsPage() {
  const { t } = useTranslation('auth')
  const { user } = useAuth()
  const [deleted, setDeleted] = useState(false)
  const [signedOutEverywhere, setSignedOutEverywhere] = useState(false)
  const learning = useLearning()
  return (
    <div className="mx-auto max-w-xl space-y-8 px-4 py-10">
      <PageHeader title={t('account.settingsTitle')} />
      {deleted && (
        <SuccessAlert>
          <p>{t('account.deleted')}</p>
        </SuccessAlert>
      )}
      {signedOutEverywhere && (
        <SuccessAlert>
          <p>{t('account.signedOutEverywhere')}</p>
        </SuccessAlert>
      )}
      <RequireUser>
        {() => (
          <>
            <PasswordSection />
            <LearningDataSection />
            <SignOutEverywhereSection onDone={() => setSignedOutEverywhere(true)} />
          </>
        )}
      </RequireUser>
      <TitledSection id="preferences" title={t('account.preferencesSection')}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="text-sm font-medium">{t('account.language')}</span>
          <LanguageSwitcher />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="text-sm font-medium">{t('account.theme')}</span>
          <ThemeChoice />
        </div>
        <GlossaryMarksSetting />
      </TitledSection>
      {user?.email && (
        <TitledSection
          id="delete-account"
          title={t('account.deleteSection')}
          intro={t('account.deleteIntro')}
          tone="danger"
        >
          <Suspense fallback={<Spinner />}>
            <DeleteAccountForm
              email={user.email}
              onDeleted={() => {
                void learning?.forgetAccount(user.id)
                setDeleted(true)
              }}
            />
          </Suspense>
        </TitledSection>
      )}
    </div>
  )
}

function PasswordSection() {
  const { t } = useTranslation('auth')
  const [updated, setUpdated] = useState(false)
  return (
    <TitledSection id="password-section" title={t('account.passwordSection')}>
      {updated && (
        <SuccessAlert>
          <p>{t('account.passwordUpdated')}</p>
        </SuccessAlert>
      )}
      <NewPasswordForm onUpdated={() => setUpdated(true)} />
    </TitledSection>
  )
}
