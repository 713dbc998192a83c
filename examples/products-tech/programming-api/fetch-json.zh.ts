type RetryOptions = { retries?: number; timeoutMs?: number; maxDelayMs?: number }

// 这些方法重发一次也不会把事情做两遍（RFC 9110 第 9.2.2 节）。POST 会：只有带上
// Idempotency-Key、服务器能认出这是重发时，才重试 POST。
const idempotentMethods = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])
const retryableStatuses = new Set([408, 429, 500, 502, 503, 504])

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** 按 Retry-After（秒数或 HTTP 日期）等待，没有就指数退避；最长不超过 maxDelayMs。 */
function delayBeforeRetry(retryAfter: string | null, attempt: number, maxDelayMs: number): number {
  let ms = 500 * 2 ** attempt
  if (retryAfter && /^\d+$/.test(retryAfter.trim())) ms = Number(retryAfter) * 1000
  else if (retryAfter && !Number.isNaN(Date.parse(retryAfter))) ms = Date.parse(retryAfter) - Date.now()
  return Math.min(Math.max(ms, 0), maxDelayMs)
}

/**
 * 调用 JSON API，每次尝试都有超时。超时、连接中断、408、429 和 5xx 会重试，但只限于可以安全
 * 重发的请求；其他错误直接抛出，并带上响应正文，方便看清哪里出了问题。
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
      // 超时（TimeoutError）或连接中断：服务器可能已经处理了这次请求，也可能没有。
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
