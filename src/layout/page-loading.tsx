import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'

/** Shown while a page's chunk or text is on its way; reserves height so the footer does not jump. */
export function PageLoading() {
  const { t } = useTranslation('common', { useSuspense: false })
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center gap-3 text-muted-foreground">
      <Spinner />
      {t('loading')}
    </div>
  )
}
