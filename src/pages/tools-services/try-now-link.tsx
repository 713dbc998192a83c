import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageLink } from '@/routes/page-link'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { useSectionRoutes } from '@/routes/section-routes'
import { firstGuide } from './tools-links'

/** The "try now" call to action: opens the section's first guide. */
export function TryNowLink({ className }: { className?: string }) {
  const { t } = useTranslation(['tools', 'navigation'])
  const guide = firstGuide(useSectionRoutes('tools-services'))
  const title = t(guide.titleKey, { ns: 'navigation' })
  return (
    <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', className)}>
      <PageLink to={guide.path} className={cn(buttonVariants({ size: 'lg' }), 'shadow-md')}>
        {t('tryNow.label')}
        <ArrowRight aria-hidden="true" />
      </PageLink>
      <span className="text-sm text-muted-foreground">{t('tryNow.hint', { title })}</span>
    </div>
  )
}
