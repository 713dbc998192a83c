type RetryOptions = { retries?: number; timeoutMs?: number; maxDelayMs?: number }

// Sending these again cannot do anything twice (RFC 9110, section 9.2.2). A POST can: it is only
// retried when it carries an Idempotency-Key, so the server can recognize the repeat.
const idempotentMethods = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])
const retryableStatuses = new Set([408, 429, 500, 502, 503, 504])

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Retry-After in seconds or as an HTTP date, else exponential backoff; never longer than maxDelayMs. */
function delayBeforeRetry(retryAfter: string | null, attempt: number, maxDelayMs: number): number {
  let ms = 500 * 2 ** attempt
  if (retryAfter && /^\d+$/.test(retryAfter.trim())) ms = Number(retryAfter) * 1000
  else if (retryAfter && !Number.isNaN(Date.parse(retryAfter))) ms = Date.parse(retryAfter) - Date.now()
  return Math.min(Math.max(ms, 0), maxDelayMs)
}

/**
 * Calls a JSON API with a timeout on every attempt. Timeouts, dropped connections, 408, 429 and 5xx
 * are retried, but only for a request that is safe to send again; anything else throws with the
 * response body so you can see what went wrong.
 */
export async function fetchJson<T>(
  url: string,
  init: RequestInit = {},
  options: RetryOptions = {},
): Promise<T> {
  const { retries = 3, timeoutMs = 10_000, maxDelayMs = 30_000 } = options
  const method = (init.method ?? 'GET').toUpperCase()
  const safeToRepeat = idempotentMethods.has(method) || new Headers(init.headers).has('Idempotency-Key')
  for (let attempt = 0; ; attempt++) {
    const lastTry = !safeToRepeat || attempt >= retries
    let response: Response
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      // A timeout (TimeoutError) or a dropped connection: the server may or may not have acted on it.
      if (lastTry) throw error
      await sleep(delayBeforeRetry(null, attempt, maxDelayMs))
      continue
    }
    if (response.ok) return (await response.json()) as T
    if (lastTry || !retryableStatuses.has(response.status)) {
      throw new Error(`${method} ${url} failed: ${response.status} ${await response.text()}`)
    }
    await response.body?.cancel()
    await sleep(delayBeforeRetry(response.headers.get('retry-after'), attempt, maxDelayMs))
  }
}
