import type { FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

/** The auth schemas' messages are keys in the auth namespace; the shared fields show text. */
export function useFieldMessage() {
  const { t } = useTranslation('auth')
  return (error: FieldError | undefined) => (error?.message ? t(error.message) : undefined)
}
