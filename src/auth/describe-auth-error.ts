import { isAuthRetryableFetchError, type AuthError } from '@supabase/supabase-js'
import type { TFunction } from 'i18next'

/** The fetch itself failed (offline, server down): supabase-js reports status 0. */
export function isNetworkError(error: unknown): boolean {
  return isAuthRetryableFetchError(error) && error.status === 0
}

/**
 * What to tell the person about an error answer. English shows the provider's message as
 * returned; Chinese shows a translation when the error code is one we know.
 */
export function describeAuthError(
  error: AuthError,
  fallbackKey: string,
  t: TFunction<'auth'>,
  language: string,
): string {
  if (isNetworkError(error)) return t('errors.network', { ns: 'auth' })
  const code = error.code
  if (language !== 'en' && code && t(`providerErrors.${code}`, { defaultValue: '' })) {
    const seconds = error.message.match(/(\d+)\s*seconds?/)?.[1]
    if (code === 'over_email_send_rate_limit' && !seconds)
      return t('providerErrors.over_email_send_rate_limit_generic', { ns: 'auth' })
    return t(`providerErrors.${code}`, { seconds })
  }
  return error.message || t(fallbackKey)
}
