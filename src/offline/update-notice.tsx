import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

interface UpdateNoticeProps {
  onReload: () => void
  onLater: () => void
}

/** "A new version is ready": reloading hands the page to the new worker; later leaves both as they are. */
export function UpdateNotice({ onReload, onLater }: UpdateNoticeProps) {
  const { t } = useTranslation('common')
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border border-border bg-background p-4 shadow-lg print:hidden"
    >
      <p className="min-w-48 flex-1 text-sm">{t('update.message')}</p>
      <div className="flex gap-2">
        <Button size="sm" variant="ghost" onClick={onLater}>
          {t('update.later')}
        </Button>
        <Button size="sm" onClick={onReload}>
          {t('update.reload')}
        </Button>
      </div>
    </div>
  )
}
