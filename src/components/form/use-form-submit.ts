import { useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { runRequest, type Answer, type Failure, type RequestMessages } from './run-request'

interface FormSubmitOptions<
  Values extends FieldValues,
  Result extends Answer,
> extends RequestMessages<Result> {
  /** The request; an error answer comes back as `error`, anything unexpected is thrown. */
  action: (values: Values) => Promise<Result>
  onSuccess?: (result: Result, values: Values) => void
  onError?: (error: Failure<Result>, values: Values) => void
}

/**
 * Runs a validated form's request and keeps the one message shown above the form: cleared when a
 * new attempt starts, then whatever `runRequest` says went wrong. Submitting lasts as long as the
 * request, through react-hook-form.
 */
export function useFormSubmit<Values extends FieldValues, Result extends Answer>(
  form: UseFormReturn<Values>,
  { action, onSuccess, onError, ...messages }: FormSubmitOptions<Values, Result>,
) {
  const [formError, setFormError] = useState<string | null>(null)
  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    const outcome = await runRequest(() => action(values), messages)
    if (outcome.ok) return onSuccess?.(outcome.result, values)
    setFormError(outcome.message)
    if (outcome.error) onError?.(outcome.error, values)
  })

  // setFormError lets a related action beside the form (e.g. social sign-in) share its alert.
  return { submit, formError, setFormError, submitting: form.formState.isSubmitting }
}
