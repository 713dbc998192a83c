import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { runRequest } from '@/components/form/run-request'
import { Button } from '@/components/ui/button'
import { useAuth } from './auth-context'
import { useAuthMessages } from './use-auth-messages'

type Status = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; message: string }

/** Offered when login fails because the email is not confirmed yet. */
export function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation('auth')
  const { resendConfirmation } = useAuth()
  const messages = useAuthMessages()
  const [status, setStatus] = useState<Status>({ state: 'idle' })

  const resend = async () => {
    setStatus({ state: 'sending' })
    const outcome = await runRequest(() => resendConfirmation(email), {
      ...messages(),
      logLabel: 'Resending the confirmation',
    })
    setStatus(outcome.ok ? { state: 'sent' } : { state: 'failed', message: outcome.message })
  }

  if (status.state === 'sent') return <p className="text-foreground">{t('resend.sent')}</p>
  return (
    <div className="space-y-2 text-foreground">
      <p>{t('resend.prompt')}</p>
      {status.state === 'failed' && <p className="font-medium text-destructive">{status.message}</p>}
      <Button size="sm" variant="outline" onClick={resend} disabled={status.state === 'sending'}>
        {status.state === 'sending' ? t('resend.sending') : t('resend.button')}
      </Button>
    </div>
  )
}
