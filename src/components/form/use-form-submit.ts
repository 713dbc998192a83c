import { useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

type Answer = { error: unknown }
type Failure<Result extends Answer> = NonNullable<Result['error']>

interface FormSubmitOptions<Values extends FieldValues, Result extends Answer> {
  /** The request; an error answer comes back as `error`, anything unexpected is thrown. */
  action: (values: Values) => Promise<Result>
  onSuccess?: (result: Result, values: Values) => void
  onError?: (error: Failure<Result>, values: Values) => void
  /** The alert's text for an error answer. */
  describeError: (error: Failure<Result>) => string
  /** The alert's text when the request throws instead of answering. */
  unexpectedMessage: string
  /** Names the form in the console when the request throws. */
  logLabel: string
}

/**
 * Runs a validated form's request and keeps the one message shown above the form: cleared when a
 * new attempt starts, the described error answer, or a catch-all text (and a console entry) when
 * the request throws. Submitting lasts as long as the request, through react-hook-form.
 */
export function useFormSubmit<Values extends FieldValues, Result extends Answer>(
  form: UseFormReturn<Values>,
  {
    action,
    onSuccess,
    onError,
    describeError,
    unexpectedMessage,
    logLabel,
  }: FormSubmitOptions<Values, Result>,
) {
  const [formError, setFormError] = useState<string | null>(null)
  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const result = await action(values)
      if (result.error) {
        const error = result.error as Failure<Result>
        setFormError(describeError(error))
        onError?.(error, values)
        return
      }
      onSuccess?.(result, values)
    } catch (error) {
      console.error(`${logLabel} failed unexpectedly`, error)
      setFormError(unexpectedMessage)
    }
  })

  // setFormError lets a related action beside the form (e.g. social sign-in) share its alert.
  return { submit, formError, setFormError, submitting: form.formState.isSubmitting }
}
