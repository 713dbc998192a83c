import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { i18n as I18n } from 'i18next'
import { contentChecker, type ContentKind, type ContentOf } from './content-check'
import type { Namespace } from './translation-keys'

export type PageContent<T> = { ok: true; data: T } | { ok: false; reload: () => Promise<void> }

/**
 * The one way a page reads its content: waits for the namespace (suspending like useTranslation)
 * and returns it typed as the page's schema (`kind`, see src/pages/page-content-schemas.ts)
 * describes it. A missing namespace gives `ok: false`, so the page shows the unavailable screen. Where
 * content is checked (development, the prerender, the tests), a shape an editor broke does the same
 * and the console names the namespace and the key path that failed.
 */
export function usePageContent<Kind extends ContentKind>(
  namespace: string,
  kind: Kind,
): PageContent<ContentOf<Kind>> {
  // Article namespaces are named at run time and checked by their schema, not by the key types.
  const { i18n } = useTranslation(namespace as Namespace)
  const language = i18n.resolvedLanguage ?? i18n.language
  const bundle = bundleOf(i18n, namespace)
  const usable = useMemo(() => isUsable(namespace, kind, bundle), [namespace, kind, bundle])
  const reload = useCallback(() => i18n.reloadResources(language, namespace), [i18n, language, namespace])
  // The schemas only check, never reshape, so checked content is the bundle itself.
  return usable ? { ok: true, data: bundle as ContentOf<Kind> } : { ok: false, reload }
}

/** A namespace's content as usePageContent checks it, read without waiting: null when it has not come. */
export function readPageContent<Kind extends ContentKind>(
  i18n: I18n,
  namespace: string,
  kind: Kind,
): ContentOf<Kind> | null {
  const bundle = bundleOf(i18n, namespace)
  return isUsable(namespace, kind, bundle) ? (bundle as ContentOf<Kind>) : null
}

/** The namespace's bundle in the active language. i18next reports a namespace as loaded even when
 * every retry failed, so this asks for the bundle itself. */
function bundleOf(i18n: I18n, namespace: string): unknown {
  const language = i18n.resolvedLanguage ?? i18n.language
  return i18n.hasResourceBundle(language, namespace) ? i18n.getResourceBundle(language, namespace) : undefined
}

function isUsable(namespace: string, kind: ContentKind, bundle: unknown) {
  if (bundle === undefined) return false
  const issues = contentChecker()?.(kind, bundle) ?? []
  for (const issue of issues) {
    console.error(
      `Content of namespace "${namespace}" is invalid at "${issue.path.join('.') || '(root)'}": ${issue.message}`,
    )
  }
  return issues.length === 0
}
