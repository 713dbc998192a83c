type RetryOptions = { retries?: number; timeoutMs?: number; maxDelayMs?: number }

// 这些方法重发一次也不会把事情做两遍（RFC 9110 第 9.2.2 节）。POST 会：只有带上
// Idempotency-Key、服务器能认出这是重发时，才重试 POST。
const idempotentMethods = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])
// 只重试再试一次可能变好的状态码；501、505 等其他 5xx 再试也是同样的结果。
const retryableStatuses = new Set([408, 429, 500, 502, 503, 504])

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const backoff = (attempt: number, maxDelayMs: number) => Math.min(500 * 2 ** attempt, maxDelayMs)

/** Retry-After 要求等多久，单位毫秒（它写的是秒数或 HTTP 日期）；没有这个头时返回 null。 */
function retryAfterMs(header: string | null): number | null {
  const value = header?.trim() ?? ''
  if (/^\d+$/.test(value)) return Number(value) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(date - Date.now(), 0)
}

/**
 * 调用 JSON API，每次尝试都有超时。超时、连接中断、408、429、500、502、503 和 504 会重试，但只限于
 * 可以安全重发的请求；等待时间按 Retry-After 的要求，没有这个头就依次等 0.5 秒、1 秒、2 秒……
 * 服务器要求等待的时间超过 maxDelayMs 时，直接停下并说明要等多久。其他错误直接抛出，并带上响应正文。
 * 成功但没有正文的响应（204 No Content，DELETE 通常这样回答）返回 undefined。
 *
 * 用法示例（Node 22.18 及以上可以直接运行 .ts 文件：node orders.ts）：
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
    // 你自己传入的 signal（用来取消调用）和每次尝试的超时同时有效。
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout
    let response: Response
    try {
      response = await fetch(url, { ...init, signal })
    } catch (error) {
      // 超时（TimeoutError）或连接中断：服务器可能已经处理了这次请求，也可能没有。
      if (lastTry || init.signal?.aborted) throw error
      await sleep(backoff(attempt, maxDelayMs))
      continue
    }
    if (response.ok) {
      const body = await response.text()
      return body === '' ? undefined : (JSON.parse(body) as T)
    }
    if (lastTry || !retryableStatuses.has(response.status)) {
      throw new Error(`${method} ${url} 失败：${response.status} ${await response.text()}`)
    }
    await response.body?.cancel()
    const asked = retryAfterMs(response.headers.get('retry-after'))
    if (asked !== null && asked > maxDelayMs) {
      const seconds = Math.ceil(asked / 1000)
      throw new Error(
        `${method} ${url} 失败：${response.status}；服务器要求等待 ${seconds} 秒再试，超过了 maxDelayMs（${maxDelayMs} 毫秒）`,
      )
    }
    await sleep(asked ?? backoff(attempt, maxDelayMs))
  }
}
