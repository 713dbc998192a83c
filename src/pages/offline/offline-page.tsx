import { WifiOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { buttonVariants } from '@/components/ui/button'
import { useHydrated } from '@/lib/use-hydrated'
import { KeptGuideList } from '@/offline/kept-guide-list'
import { offlinePageId } from '@/offline/offline-address'
import { sameOriginPath } from '@/offline/same-origin-path'

/**
 * /offline: what the offline worker answers, offline, for a page it does not hold (main.tsx moves
 * such a load here, keeping the address asked for in ?from=). It says so, offers to try again, and
 * lists the guides this device keeps.
 */
export default function OfflinePage() {
  const { t } = useTranslation('offline')
  const [params] = useSearchParams()
  // Read once hydrated: the prerendered page has no query (and no location).
  const from = useHydrated() ? sameOriginPath(params.get('from'), location.origin) : null
  return (
    <div id={offlinePageId} className="mx-auto max-w-2xl px-4 py-10 lg:px-6">
      <header className="mb-8 space-y-3">
        <WifiOff aria-hidden="true" className="size-10 text-muted-foreground" />
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-lg text-muted-foreground">{from ? t('notKept', { path: from }) : t('noPage')}</p>
        {from && (
          <a href={from} className={buttonVariants()}>
            {t('retry')}
          </a>
        )}
      </header>
      <section aria-labelledby="kept-guides">
        <h2 id="kept-guides" className="mb-3 text-xl font-semibold">
          {t('kept.title')}
        </h2>
        <KeptGuideList />
      </section>
    </div>
  )
}
