import { ExternalLink as ExternalLinkIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/cn'

/** A link that leaves the site: new tab, no opener, no referrer, and says so to screen readers. */
export function ExternalLink({ className, children, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  const { t } = useTranslation('common')
  return (
    <a
      {...props}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex items-center gap-1', className)}
    >
      {children}
      <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">{t('opensInNewTab')}</span>
    </a>
  )
}
