import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

interface UpdateNoticeProps {
  onReload: () => void
  onLater: () => void
}

/** Long enough for a screen reader to register the live region before its message arrives. */
const announceDelayMs = 100

/**
 * "A new version is ready": reloading hands the page to the new worker; later leaves both as they
 * are. The message is written into its live region after the region is on the page: many screen
 * readers announce a change to a region, not a region that arrives with its text.
 */
export function UpdateNotice({ onReload, onLater }: UpdateNoticeProps) {
  const { t } = useTranslation('common')
  const [announced, setAnnounced] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(true), announceDelayMs)
    return () => clearTimeout(timer)
  }, [])
  return (
    <div className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border border-border bg-background p-4 shadow-lg print:hidden">
      <p role="status" className="min-w-48 flex-1 text-sm">
        {announced ? t('update.message') : null}
      </p>
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
