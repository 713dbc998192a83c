import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAuth } from '@/auth'
import { DeleteAccountForm, NewPasswordForm } from '@/auth/account-forms'
import { SuccessAlert } from '@/components/form/form-alert'
import { PageHeader } from '@/components/page/page-header'
import { LanguageSwitcher } from '@/components/language-switcher'
import { ThemeChoice } from '@/components/theme-choice'
import { GlossaryMarksSetting } from '@/glossary/marks-setting-control'
import { LearningDataSection } from '@/learning/learning-data-section'
import { useLearning } from '@/learning/learning-context'
import { RequireUser } from './require-user'
import { SignOutEverywhereSection } from './sign-out-everywhere-section'
import { cardVariants } from '@/components/ui/card'
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
      <section
        aria-labelledby="preferences"
        className={cardVariants({ tone: 'plain', padding: 'lg', className: 'space-y-4' })}
      >
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
        <GlossaryMarksSetting />
      </section>
      {user?.email && (
        <section
          aria-labelledby="delete-account"
          className={cardVariants({
            tone: 'plain',
            padding: 'lg',
            className: 'space-y-4 border-destructive/40',
          })}
        >
          <h2 id="delete-account" className="text-lg font-semibold">
            {t('account.deleteSection')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('account.deleteIntro')}</p>
          <Suspense fallback={<Spinner />}>
            <DeleteAccountForm
              email={user.email}
              onDeleted={() => {
                void learning?.forgetAccount(user.id)
                setDeleted(true)
              }}
            />
          </Suspense>
        </section>
      )}
    </div>
  )
}

function PasswordSection() {
  const { t } = useTranslation('auth')
  const [updated, setUpdated] = useState(false)
  return (
    <section
      aria-labelledby="password-section"
      className={cardVariants({ tone: 'plain', padding: 'lg', className: 'space-y-4' })}
    >
      <h2 id="password-section" className="text-lg font-semibold">
        {t('account.passwordSection')}
      </h2>
      {updated && (
        <SuccessAlert>
          <p>{t('account.passwordUpdated')}</p>
        </SuccessAlert>
      )}
      <NewPasswordForm onUpdated={() => setUpdated(true)} />
    </section>
  )
}
