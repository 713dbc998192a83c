type RetryOptions = { retries?: number; timeoutMs?: number }

/** Calls a JSON API with a timeout, retrying 429 and 5xx responses with exponential backoff. */
export async function fetchJson<T>(url: string, init: RequestInit = {}, options: RetryOptions = {}): Promise<T> {
  const { retries = 3, timeoutMs = 10_000 } = options
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    if (response.ok) return (await response.json()) as T
    const retryable = response.status === 429 || response.status >= 500
    if (!retryable || attempt >= retries) {
      throw new Error(`${init.method ?? 'GET'} ${url} failed: ${response.status} ${await response.text()}`)
    }
    const retryAfter = Number(response.headers.get('retry-after'))
    const delayMs = retryAfter > 0 ? retryAfter * 1000 : 500 * 2 ** attempt
    await new Promise((resolve) => setTimeout(resolve, delayMs))
  }
}
