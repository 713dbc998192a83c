import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

/**
 * Renders the page only once its namespace is really there. i18next reports a namespace as loaded
 * even when every retry failed; the page would then map over missing content, so it shows a retry instead.
 */
export function SectionNamespaceGate({ namespace, children }: { namespace: string; children: ReactNode }) {
  const { i18n } = useTranslation(namespace)
  const language = i18n.resolvedLanguage ?? i18n.language
  if (!i18n.hasResourceBundle(language, namespace)) return <SectionUnavailable namespace={namespace} />
  return children
}

function SectionUnavailable({ namespace }: { namespace: string }) {
  const { t, i18n } = useTranslation('guides')
  const [retrying, setRetrying] = useState(false)
  const retry = () => {
    setRetrying(true)
    i18n
      .reloadResources(i18n.resolvedLanguage ?? i18n.language, namespace)
      .catch((error: unknown) => console.error('Section text reload failed', error))
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
