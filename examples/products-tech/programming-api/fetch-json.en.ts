type RetryOptions = { retries?: number; timeoutMs?: number; maxDelayMs?: number }

// Sending these again cannot do anything twice (RFC 9110, section 9.2.2). A POST can: it is only
// retried when it carries an Idempotency-Key, so the server can recognize the repeat.
const idempotentMethods = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])
// Only answers that can change on a second try. 501, 505 and the rest of 5xx give the same answer again.
const retryableStatuses = new Set([408, 429, 500, 502, 503, 504])

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const backoff = (attempt: number, maxDelayMs: number) => Math.min(500 * 2 ** attempt, maxDelayMs)

/** How long Retry-After asks to wait, in ms (it is in seconds or an HTTP date); null without one. */
function retryAfterMs(header: string | null): number | null {
  const value = header?.trim() ?? ''
  if (/^\d+$/.test(value)) return Number(value) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(date - Date.now(), 0)
}

/**
 * Calls a JSON API with a timeout on every attempt. Timeouts, dropped connections, 408, 429, 500,
 * 502, 503 and 504 are retried, but only for a request that is safe to send again, after as long as
 * Retry-After asks or, without it, 0.5 s, 1 s, 2 s... When the server asks for longer than maxDelayMs,
 * it stops and says how long. Anything else throws with the response body. A success without a body
 * (204 No Content, the usual answer to DELETE) returns undefined.
 *
 * Example (Node 22.18 or newer runs a .ts file as it is: node orders.ts):
 *   const data = await fetchJson<{ orders: unknown[] }>('https://api.example.com/v1/orders?limit=5', {
 *     headers: { Authorization: `Bearer ${process.env.API_KEY}` },
 *   })
 */
export async function fetchJson<T>(
  url: string,
  init: RequestInit = {},
  options: RetryOptions = {},
): Promise<T | undefined> {
  const { retries = 3, timeoutMs = 10_000, maxDelayMs = 30_000 } = options
  const method = (init.method ?? 'GET').toUpperCase()
  const safeToRepeat = idempotentMethods.has(method) || new Headers(init.headers).has('Idempotency-Key')
  for (let attempt = 0; ; attempt++) {
    const lastTry = !safeToRepeat || attempt >= retries
    // Your own signal (to cancel the call) still works beside the timeout of each attempt.
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout
    let response: Response
    try {
      response = await fetch(url, { ...init, signal })
    } catch (error) {
      // A timeout (TimeoutError) or a dropped connection: the server may or may not have acted on it.
      if (lastTry || init.signal?.aborted) throw error
      await sleep(backoff(attempt, maxDelayMs))
      continue
    }
    if (response.ok) {
      const body = await response.text()
      return body === '' ? undefined : (JSON.parse(body) as T)
    }
    if (lastTry || !retryableStatuses.has(response.status)) {
      throw new Error(`${method} ${url} failed: ${response.status} ${await response.text()}`)
    }
    await response.body?.cancel()
    const asked = retryAfterMs(response.headers.get('retry-after'))
    if (asked !== null && asked > maxDelayMs) {
      const seconds = Math.ceil(asked / 1000)
      throw new Error(
        `${method} ${url} failed: ${response.status}; the server asks to wait ${seconds} s before trying again, longer than maxDelayMs (${maxDelayMs} ms)`,
      )
    }
    await sleep(asked ?? backoff(attempt, maxDelayMs))
  }
}
