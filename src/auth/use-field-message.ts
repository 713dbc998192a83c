import type { FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { TranslationKey } from '@/i18n/translation-keys'

/** The auth schemas' messages are keys in the auth namespace; the shared fields show text. */
export function useFieldMessage() {
  const { t } = useTranslation('auth')
  return (error: FieldError | undefined) =>
    error?.message ? t(error.message as TranslationKey<'auth'>, { min: __PASSWORD_MIN_LENGTH__ }) : undefined
}
