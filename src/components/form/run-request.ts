export type Answer = { error: unknown }
export type Failure<Result extends Answer> = NonNullable<Result['error']>

export interface RequestMessages<Result extends Answer> {
  /** The text for an error answer. */
  describeError: (error: Failure<Result>) => string
  /** The text when the request throws instead of answering. */
  unexpectedMessage: string
  /** Names the request in the console when it throws. */
  logLabel: string
}

export type RequestOutcome<Result extends Answer> =
  { ok: true; result: Result } | { ok: false; message: string; error?: Failure<Result> }

/**
 * Runs a request that answers `{ error }` and turns it into what to tell the person: the described
 * error answer, or a catch-all text (and a console entry) when the request throws.
 */
export async function runRequest<Result extends Answer>(
  request: () => Promise<Result>,
  { describeError, unexpectedMessage, logLabel }: RequestMessages<Result>,
): Promise<RequestOutcome<Result>> {
  try {
    const result = await request()
    if (!result.error) return { ok: true, result }
    const error = result.error as Failure<Result>
    return { ok: false, message: describeError(error), error }
  } catch (error) {
    console.error(`${logLabel} failed unexpectedly`, error)
    return { ok: false, message: unexpectedMessage }
  }
}
