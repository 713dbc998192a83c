import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ErrorScreen } from '@/components/error-screen'

export function AppErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common', { useSuspense: false })
  return (
    <ErrorScreen
      title={t('appError.title')}
      message={t('appError.message')}
      action={<Button onClick={onRetry}>{t('appError.retry')}</Button>}
    />
  )
}
