import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

/** The article's text could not be fetched (offline, or a failed request after retries). */
export function ArticleUnavailable({ articleId }: { articleId: string }) {
  const { t, i18n } = useTranslation('guides')
  const [retrying, setRetrying] = useState(false)
  const retry = () => {
    setRetrying(true)
    i18n
      .reloadResources(i18n.resolvedLanguage ?? i18n.language, `articles/${articleId}`)
      .catch((error: unknown) => console.error('Article reload failed', error))
      .finally(() => setRetrying(false))
  }
  return (
    <div role="alert" className="rounded-card border border-destructive/40 p-6">
      <h1 className="text-xl font-semibold">{t('unavailable.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('unavailable.message')}</p>
      <Button className="mt-4" onClick={retry} disabled={retrying}>
        {t('unavailable.retry')}
      </Button>
    </div>
  )
}
