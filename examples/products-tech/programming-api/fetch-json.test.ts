// The guide's fetch wrapper in each language's copy, run with Node against a local stand-in for the
// third-party API. Each claim below is what the guide says the wrapper does; the wrapper the review
// found (kept in fixtures/) must fail the ones it broke: it never retried a timeout, and it sent a
// POST answered with a 500 four times, which can charge a customer four times. The second reading
// (2026-12-02) found that the next wrapper (fixtures/fetch-json.before-second-fix.ts) retried a 429
// after 30 s when Retry-After asked for 120 s (it capped every wait at maxDelayMs), threw
// "Unexpected end of JSON input" on a DELETE answered 204 No Content after the delete had succeeded,
// and dropped the caller's own AbortSignal for its timeout; the same checks reject it.
import { describe, expect, it } from 'vitest'
import { scriptedApi, type Reply, type ScriptedApi } from '../../support/scripted-api.ts'
import { fetchJson as en } from './fetch-json.en.ts'
import { fetchJson as zh } from './fetch-json.zh.ts'
import { fetchJson as beforeFix } from './fixtures/fetch-json.before-fix.ts'
import { fetchJson as beforeSecondFix } from './fixtures/fetch-json.before-second-fix.ts'

type FetchJson = (
  url: string,
  init?: RequestInit,
  options?: { retries?: number; timeoutMs?: number; maxDelayMs?: number },
) => Promise<unknown>

const orders: Reply = { status: 200, body: '{"orders":[]}' }
const unavailable = (retryAfter?: string, status = 503): Reply => ({
  status,
  headers: retryAfter ? { 'retry-after': retryAfter } : {},
  body: '{"error":"busy"}',
})

/** Runs `use` against a fresh stand-in answering with `replies`, and closes it however `use` ends. */
async function withApi(replies: Reply[], use: (api: ScriptedApi) => Promise<void>): Promise<void> {
  const api = await scriptedApi(replies)
  try {
    await use(api)
  } finally {
    await api.close()
  }
}

const gap = ({ seen }: ScriptedApi) => (seen[1]?.at ?? 0) - (seen[0]?.at ?? 0)
const post = (headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: '{"sku":"A-102","quantity":1}',
})

const claims = {
  'retries a GET that timed out': (fetchJson: FetchJson) =>
    withApi(['hang', orders], async (api) => {
      expect(await fetchJson(api.url, {}, { timeoutMs: 300 })).toEqual({ orders: [] })
      expect(api.seen).toHaveLength(2)
    }),
  'retries a GET answered 503, after the seconds Retry-After asks for': (fetchJson: FetchJson) =>
    withApi([unavailable('1'), orders], async (api) => {
      expect(await fetchJson(api.url)).toEqual({ orders: [] })
      expect(gap(api)).toBeGreaterThanOrEqual(950)
    }),
  'honours a Retry-After given as an HTTP date': (fetchJson: FetchJson) =>
    // An HTTP date drops the milliseconds: three seconds ahead is still at least two when it is
    // read, where two ahead left barely one, less the request's own time on a busy machine (941 ms).
    // Above 1.5 s, the wait is the date's and not the backoff's (0.5 s, then 1 s).
    withApi([unavailable(new Date(Date.now() + 3000).toUTCString()), orders], async (api) => {
      expect(await fetchJson(api.url)).toEqual({ orders: [] })
      expect(gap(api)).toBeGreaterThanOrEqual(1500)
    }),
  'never sends a POST without an Idempotency-Key twice, after a 500 or a timeout': async (
    fetchJson: FetchJson,
  ) => {
    await withApi([{ status: 500, body: '{"error":"oops"}' }], async (api) => {
      await expect(fetchJson(api.url, post())).rejects.toThrow('POST')
      expect(api.seen).toHaveLength(1)
    })
    await withApi(['hang'], async (api) => {
      await expect(fetchJson(api.url, post(), { timeoutMs: 300 })).rejects.toThrow()
      expect(api.seen).toHaveLength(1)
    })
  },
  'retries a POST that carries an Idempotency-Key, with the same key': (fetchJson: FetchJson) =>
    withApi([unavailable('0'), { status: 201, body: '{"id":"o_1"}' }], async (api) => {
      expect(await fetchJson(api.url, post({ 'Idempotency-Key': 'order-7f3a' }))).toEqual({ id: 'o_1' })
      expect(api.seen.map((request) => request.headers['idempotency-key'])).toEqual([
        'order-7f3a',
        'order-7f3a',
      ])
    }),
  'throws at once on a 404, with the response body': (fetchJson: FetchJson) =>
    withApi([{ status: 404, body: '{"error":"no such order"}' }], async (api) => {
      await expect(fetchJson(api.url)).rejects.toThrow('404 {"error":"no such order"}')
      expect(api.seen).toHaveLength(1)
    }),
  'gives up after the retries asked for': (fetchJson: FetchJson) =>
    withApi([unavailable('0')], async (api) => {
      await expect(fetchJson(api.url, {}, { retries: 2 })).rejects.toThrow('503')
      expect(api.seen).toHaveLength(3)
    }),
  // The case the second reading ran: 429 with Retry-After: 120 was sent again after 30 s. Here the
  // server asks for 5 s and maxDelayMs is 1 s, so a wrapper that caps the wait resends within 1.1 s.
  'does not retry early when Retry-After asks for longer than maxDelayMs, and says how long': (
    fetchJson: FetchJson,
  ) =>
    withApi([unavailable('5', 429), orders], async (api) => {
      const started = Date.now()
      await expect(fetchJson(api.url, {}, { maxDelayMs: 1000 })).rejects.toThrow(/429.* 5 /)
      await new Promise((resolve) => setTimeout(resolve, 1500 - (Date.now() - started)))
      expect(api.seen).toHaveLength(1)
    }),
  'waits the whole Retry-After when it is within maxDelayMs': (fetchJson: FetchJson) =>
    withApi([unavailable('2', 429), orders], async (api) => {
      expect(await fetchJson(api.url, {}, { maxDelayMs: 3000 })).toEqual({ orders: [] })
      expect(gap(api)).toBeGreaterThanOrEqual(1950)
    }),
  'resolves a DELETE answered 204 No Content with undefined, and sends it once': (fetchJson: FetchJson) =>
    withApi([{ status: 204 }], async (api) => {
      expect(await fetchJson(`${api.url}/123`, { method: 'DELETE' })).toBeUndefined()
      expect(api.seen.map(({ method, url }) => `${method} ${url}`)).toEqual(['DELETE /v1/orders/123'])
    }),
  'resolves a 200 with an empty body with undefined': (fetchJson: FetchJson) =>
    withApi([{ status: 200, body: '' }], async (api) => {
      expect(await fetchJson(api.url, { method: 'PUT', body: '{}' })).toBeUndefined()
    }),
  'retries 500, 502 and 504 (and 503 above)': (fetchJson: FetchJson) =>
    withApi([unavailable('0', 500), unavailable('0', 502), unavailable('0', 504), orders], async (api) => {
      expect(await fetchJson(api.url)).toEqual({ orders: [] })
      expect(api.seen).toHaveLength(4)
    }),
  'throws at once on 501 Not Implemented, which a retry cannot change': (fetchJson: FetchJson) =>
    withApi([unavailable(undefined, 501), orders], async (api) => {
      await expect(fetchJson(api.url)).rejects.toThrow('501')
      expect(api.seen).toHaveLength(1)
    }),
  "keeps the caller's AbortSignal: an abort stops the call and nothing is sent again": (
    fetchJson: FetchJson,
  ) =>
    withApi(['hang', orders], async (api) => {
      const controller = new AbortController()
      setTimeout(() => controller.abort(), 200)
      const started = Date.now()
      await expect(
        fetchJson(api.url, { signal: controller.signal }, { timeoutMs: 5000 }),
      ).rejects.toMatchObject({ name: 'AbortError' })
      expect(Date.now() - started).toBeLessThan(2000)
      expect(api.seen).toHaveLength(1)
    }),
}

describe.each([
  ['fetch-json.en.ts', en],
  ['fetch-json.zh.ts', zh],
])('%s', (_, fetchJson) => {
  it.concurrent.each(Object.entries(claims))('%s', (_, claim) => claim(fetchJson))
})

describe('the wrapper the review found (fixtures/fetch-json.before-fix.ts)', () => {
  it.concurrent.each([
    'retries a GET that timed out',
    'never sends a POST without an Idempotency-Key twice, after a 500 or a timeout',
  ] as const)('fails: %s', async (name) => {
    await expect(claims[name](beforeFix)).rejects.toThrow()
  })
})

describe('the wrapper the second reading found (fixtures/fetch-json.before-second-fix.ts)', () => {
  it.concurrent.each([
    'does not retry early when Retry-After asks for longer than maxDelayMs, and says how long',
    'resolves a DELETE answered 204 No Content with undefined, and sends it once',
    "keeps the caller's AbortSignal: an abort stops the call and nothing is sent again",
  ] as const)('fails: %s', async (name) => {
    await expect(claims[name](beforeSecondFix)).rejects.toThrow()
  })
})
