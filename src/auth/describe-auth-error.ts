import { isAuthRetryableFetchError, type AuthError } from '@supabase/supabase-js'
import type { TFunction } from 'i18next'
import type { TranslationKey } from '@/i18n/translation-keys'

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
  fallbackKey: TranslationKey<'auth'>,
  t: TFunction<'auth'>,
  language: string,
): string {
  if (isNetworkError(error)) return t('errors.network', { ns: 'auth' })
  const code = error.code
  // The code comes from the server: only codes the catalogue knows have a translation.
  const translated = `providerErrors.${code}` as TranslationKey<'auth'>
  if (language !== 'en' && code && t(translated, { defaultValue: '' })) {
    const seconds = error.message.match(/(\d+)\s*seconds?/)?.[1]
    if (code === 'over_email_send_rate_limit' && !seconds)
      return t('providerErrors.over_email_send_rate_limit_generic', { ns: 'auth' })
    // weak_password names the length the server demands ("at least 8 characters").
    const min = error.message.match(/at least (\d+)/)?.[1]
    return t(translated, { seconds, min })
  }
  return error.message || t(fallbackKey)
}
