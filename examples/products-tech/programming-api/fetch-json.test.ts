// The guide's fetch wrapper in each language's copy, run with Node against a local stand-in for the
// third-party API. Each claim below is what the guide says the wrapper does; the wrapper the review
// found (kept in fixtures/) must fail the ones it broke: it never retried a timeout, and it sent a
// POST answered with a 500 four times, which can charge a customer four times.
import { describe, expect, it } from 'vitest'
import { scriptedApi, type Reply, type ScriptedApi } from '../../support/scripted-api.ts'
import { fetchJson as en } from './fetch-json.en.ts'
import { fetchJson as zh } from './fetch-json.zh.ts'
import { fetchJson as beforeFix } from './fixtures/fetch-json.before-fix.ts'

type FetchJson = (
  url: string,
  init?: RequestInit,
  options?: { retries?: number; timeoutMs?: number },
) => Promise<unknown>

const orders: Reply = { status: 200, body: '{"orders":[]}' }
const unavailable = (retryAfter?: string): Reply => ({
  status: 503,
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
