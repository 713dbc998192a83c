import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useAuthDialog } from './auth-dialog-context'
import type { NoticeOutcome } from './auth-notice'

export default function AuthNoticeView({
  outcome,
  onDismiss,
}: {
  outcome: NoticeOutcome
  onDismiss: () => void
}) {
  const { t } = useTranslation('auth')
  const { openAuthDialog } = useAuthDialog()
  const failed = outcome !== 'login' && outcome !== 'signed_out_here'
  return (
    <div className="mx-auto max-w-content px-4 pt-4 lg:px-6">
      <Alert variant={failed ? 'destructive' : 'success'} data-testid="auth-notice" className="items-center">
        <p className="flex-1">{t(`notices.${outcome}`)}</p>
        {failed && (
          <Button size="sm" variant="outline" onClick={() => openAuthDialog('login')}>
            {t('notices.loginAction')}
          </Button>
        )}
        <button
          type="button"
          aria-label={t('notices.dismiss')}
          onClick={onDismiss}
          className="rounded p-1 opacity-70 hover:opacity-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </Alert>
    </div>
  )
}
