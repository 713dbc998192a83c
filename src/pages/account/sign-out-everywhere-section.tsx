import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAuth } from '@/auth'
import { ErrorAlert } from '@/components/form/form-alert'
import { TitledSection } from '@/components/page/titled-section'
import { Button } from '@/components/ui/button'

/**
 * "Sign out everywhere": for the reader who signed in on a shared or lost computer, or whose
 * sign-out there could not reach the server. `onDone` runs once every session has ended.
 */
export function SignOutEverywhereSection({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth')
  const { signOutEverywhere } = useAuth()
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const run = async () => {
    setState('busy')
    const { error } = await signOutEverywhere().catch((caught: unknown) => ({ error: caught }))
    if (error) setState('failed')
    else onDone()
  }
  return (
    <TitledSection
      id="sessions-section"
      title={t('account.sessionsSection')}
      intro={t('account.sessionsIntro')}
    >
      {state === 'failed' && (
        <ErrorAlert>
          <p>{t('account.signOutEverywhereFailed')}</p>
        </ErrorAlert>
      )}
      <Button variant="outline" disabled={state === 'busy'} onClick={() => void run()}>
        {t('account.signOutEverywhere')}
      </Button>
    </TitledSection>
  )
}
