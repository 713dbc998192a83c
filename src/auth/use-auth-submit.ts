import type { AuthError } from '@supabase/supabase-js'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useFormSubmit } from '@/components/form/use-form-submit'
import type { AuthResult } from './auth-context'
import { useAuthMessages, type AuthMessageKeys } from './use-auth-messages'

interface AuthSubmitOptions<Values extends FieldValues, Result extends AuthResult> extends AuthMessageKeys {
  action: (values: Values) => Promise<Result>
  onSuccess?: (result: Result, values: Values) => void
  onError?: (error: AuthError, values: Values) => void
  logLabel: string
}

/** `useFormSubmit` with the auth error catalogue: provider messages, translated codes, network. */
export function useAuthSubmit<Values extends FieldValues, Result extends AuthResult>(
  form: UseFormReturn<Values>,
  { failedKey, exceptionKey, ...options }: AuthSubmitOptions<Values, Result>,
) {
  const messages = useAuthMessages()
  return useFormSubmit(form, { ...options, ...messages({ failedKey, exceptionKey }) })
}
