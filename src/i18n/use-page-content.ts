import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from '@/lib/zod'
import type { Namespace } from './translation-keys'

export type PageContent<T> = { ok: true; data: T } | { ok: false; reload: () => Promise<void> }

/**
 * The one way a page reads its content: waits for the namespace (suspending like useTranslation),
 * parses the bundle, or one key of it, with the page's schema and returns typed data. A missing
 * namespace or a shape an editor broke gives `ok: false`, so the page shows the unavailable screen
 * instead of crashing; the console names the namespace and the key path that failed.
 */
export function usePageContent<T>(namespace: string, schema: z.ZodMiniType<T>, key?: string): PageContent<T> {
  // Article namespaces are named at run time and checked by their schema, not by the key types.
  const { i18n } = useTranslation(namespace as Namespace)
  const language = i18n.resolvedLanguage ?? i18n.language
  // i18next reports a namespace as loaded even when every retry failed, so ask for the bundle itself.
  const bundle: unknown = i18n.hasResourceBundle(language, namespace)
    ? i18n.getResourceBundle(language, namespace)
    : undefined
  const result = useMemo(() => parseContent(namespace, schema, bundle, key), [namespace, schema, bundle, key])
  const reload = useCallback(() => i18n.reloadResources(language, namespace), [i18n, language, namespace])
  return result.ok ? result : { ok: false, reload }
}

function parseContent<T>(namespace: string, schema: z.ZodMiniType<T>, bundle: unknown, key?: string) {
  if (bundle === undefined) return { ok: false } as const
  const value = key === undefined ? bundle : (bundle as Record<string, unknown>)[key]
  const parsed = schema.safeParse(value)
  if (parsed.success) return { ok: true, data: parsed.data } as const
  for (const issue of parsed.error.issues) {
    const path = [key, ...issue.path.map(String)].filter((part) => part !== undefined).join('.')
    console.error(`Content of namespace "${namespace}" is invalid at "${path || '(root)'}": ${issue.message}`)
  }
  return { ok: false } as const
}
