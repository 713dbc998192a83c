import type { AuthError } from '@supabase/supabase-js'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useFormSubmit } from '@/components/form/use-form-submit'
import type { AuthResult } from './auth-context'
import { describeAuthError } from './describe-auth-error'

interface AuthSubmitOptions<Values extends FieldValues, Result extends AuthResult> {
  action: (values: Values) => Promise<Result>
  onSuccess?: (result: Result, values: Values) => void
  onError?: (error: AuthError, values: Values) => void
  /** Key in the auth namespace for an error answer without a message (the spec's catalogue). */
  failedKey?: string
  /** Key in the auth namespace for an unexpected exception (the spec's catalogue). */
  exceptionKey?: string
  logLabel: string
}

/** `useFormSubmit` with the auth error catalogue: provider messages, translated codes, network. */
export function useAuthSubmit<Values extends FieldValues, Result extends AuthResult>(
  form: UseFormReturn<Values>,
  {
    failedKey = 'errors.generic',
    exceptionKey = 'errors.generic',
    ...options
  }: AuthSubmitOptions<Values, Result>,
) {
  const { t, i18n } = useTranslation('auth')
  return useFormSubmit(form, {
    ...options,
    describeError: (error) => describeAuthError(error, failedKey, t, i18n.language),
    unexpectedMessage: t(exceptionKey),
  })
}
