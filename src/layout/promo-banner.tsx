import { Megaphone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useRotatingIndex } from '@/lib/use-rotating-index'

export const BANNER_INTERVAL_MS = 3000

/** The rotating announcement strip; the header shows it on wide screens only. */
export function PromoBanner({ className }: { className?: string }) {
  const { t } = useTranslation('common')
  const messages = t('banner.messages', { returnObjects: true }) as string[]
  const index = useRotatingIndex(messages.length, BANNER_INTERVAL_MS)
  return (
    <section aria-label={t('banner.label')} className={className} data-testid="promo-banner">
      <p className="flex items-center justify-center gap-2 text-sm" aria-live="off">
        <Megaphone aria-hidden="true" className="size-4" />
        <span key={index} className="animate-fade-in motion-reduce:animate-none">
          {messages[index]}
        </span>
      </p>
    </section>
  )
}
