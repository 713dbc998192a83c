import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ContentUnavailable } from '@/components/content-unavailable'

/**
 * Renders the page only once its namespace is really there. i18next reports a namespace as loaded
 * even when every retry failed; the page would then map over missing content, so it shows a retry instead.
 */
export function SectionNamespaceGate({ namespace, children }: { namespace: string; children: ReactNode }) {
  const { i18n } = useTranslation(namespace)
  const language = i18n.resolvedLanguage ?? i18n.language
  if (!i18n.hasResourceBundle(language, namespace)) {
    return <ContentUnavailable onRetry={() => i18n.reloadResources(language, namespace)} />
  }
  return children
}
