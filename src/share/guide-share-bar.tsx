import { Printer, Share2 } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { loadChunk } from '@/lib/chunk-reload'
import { PrintHeader } from './print-header'
import { usePageUrl } from './use-page-url'

// The panel and the QR code library stay out of every page's first load: fetched on first use.
const loadPanel = () => loadChunk(() => import('./share-panel'))
const SharePanel = lazy(loadPanel)

interface GuideShareBarProps {
  /** The guide's change log: its first date is when the guide appeared. */
  changeLog: readonly { date: string }[]
}

/** "Share" and "Print or save as PDF" under a guide's title, and the line a printout starts with. */
export function GuideShareBar({ changeLog }: GuideShareBarProps) {
  const { t } = useTranslation('share')
  const url = usePageUrl()
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const [published] = changeLog.map((entry) => entry.date).sort()

  return (
    <>
      <div role="group" aria-label={t('actions.label')} className="mt-4 flex flex-wrap gap-2 print:hidden">
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setUsed(true)
            setOpen(true)
          }}
          onPointerEnter={() => void loadPanel()}
        >
          <Share2 aria-hidden="true" />
          {t('actions.share')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t('actions.print')}
        </Button>
      </div>
      <PrintHeader url={url} published={published} />
      {used && url && (
        <Suspense fallback={null}>
          <SharePanel open={open} onOpenChange={setOpen} url={url} />
        </Suspense>
      )}
    </>
  )
}
