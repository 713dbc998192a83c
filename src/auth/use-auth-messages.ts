import type { AuthError } from '@supabase/supabase-js'
import { useTranslation } from 'react-i18next'
import { describeAuthError } from './describe-auth-error'
import type { TranslationKey } from '@/i18n/translation-keys'

export interface AuthMessageKeys {
  /** Key in the auth namespace for an error answer without a message (the spec's catalogue). */
  failedKey?: TranslationKey<'auth'>
  /** Key in the auth namespace for an unexpected exception (the spec's catalogue). */
  exceptionKey?: TranslationKey<'auth'>
}

/** The auth error catalogue in the shape `runRequest` and `useFormSubmit` take. */
export function useAuthMessages() {
  const { t, i18n } = useTranslation('auth')
  return ({ failedKey = 'errors.generic', exceptionKey = 'errors.generic' }: AuthMessageKeys = {}) => ({
    describeError: (error: AuthError) => describeAuthError(error, failedKey, t, i18n.language),
    unexpectedMessage: t(exceptionKey),
  })
}
