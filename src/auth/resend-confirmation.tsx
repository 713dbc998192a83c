import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useAuth } from './auth-context'
import { describeAuthError } from './describe-auth-error'

type Status = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; message: string }

/** Offered when login fails because the email is not confirmed yet. */
export function ResendConfirmation({ email }: { email: string }) {
  const { t, i18n } = useTranslation('auth')
  const { resendConfirmation } = useAuth()
  const [status, setStatus] = useState<Status>({ state: 'idle' })

  const resend = async () => {
    setStatus({ state: 'sending' })
    try {
      const { error } = await resendConfirmation(email)
      setStatus(
        error
          ? { state: 'failed', message: describeAuthError(error, 'errors.generic', t, i18n.language) }
          : { state: 'sent' },
      )
    } catch (error) {
      console.error('Resending the confirmation failed', error)
      setStatus({ state: 'failed', message: t('errors.generic') })
    }
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
