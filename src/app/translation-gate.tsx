import { useEffect, useState, type ReactNode } from 'react'
import type { i18n } from 'i18next'
import { ErrorScreen } from '@/components/error-screen'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toSupportedLanguage } from '@/i18n/languages'

type Status = 'loading' | 'ready' | 'failed'

interface TranslationGateProps {
  instance: i18n
  ready: Promise<void>
  children: ReactNode
  reload?: () => void
}

/**
 * Holds the app back until the start-up namespaces are in. Its own texts come from the bundled
 * `common` namespace, so they show even when no JSON could be fetched.
 */
export function TranslationGate({
  instance,
  ready,
  children,
  reload = () => window.location.reload(),
}: TranslationGateProps) {
  const [status, setStatus] = useState<Status>('loading')
  useEffect(() => {
    let active = true
    ready.then(
      () => active && setStatus('ready'),
      (error: unknown) => {
        console.error('Translation loading failed', error)
        if (active) setStatus('failed')
      },
    )
    return () => {
      active = false
    }
  }, [ready])

  if (status === 'ready') return children
  const t = instance.getFixedT(toSupportedLanguage(instance.language), 'common')
  if (status === 'loading') {
    return (
      <div
        role="status"
        className="flex min-h-screen items-center justify-center gap-3 text-muted-foreground"
      >
        <Spinner />
        {t('loadingTranslations')}
      </div>
    )
  }
  return (
    <ErrorScreen
      title={t('translationError.title')}
      message={t('translationError.message')}
      action={<Button onClick={reload}>{t('translationError.refresh')}</Button>}
    />
  )
}
