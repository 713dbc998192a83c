// What the emulator's fuzzers and input tests share: a seeded generator (a failure replays with
// its seed), the names every JavaScript object inherits, JSON nested around the depth limit, a
// foreign Host header, and a sender that can set it (fetch always sends the URL's own host).

import { type IncomingHttpHeaders, Agent, request } from 'node:http'
import { MAX_JSON_DEPTH } from '../src/http/json-depth'

/** The fuzzers' default request counts: together at least the 2,000 the security issue asks for. */
export const FUZZ_REQUESTS = { auth: 1_100, mail: 200, data: 700 }

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']

/** Just inside, at, just past and far past the limit. */
export const DEPTHS = [MAX_JSON_DEPTH - 1, MAX_JSON_DEPTH, MAX_JSON_DEPTH + 1, 1_000, 5_000, 100_000]

/** Arrays nested `depth` levels deep (`[]` is one level). */
export const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

/** JSON `depth` levels deep: the whole body, or the value of `field` in an object. */
export const deepBody = (depth: number, field?: string) =>
  field === undefined ? nested(depth) : `{${JSON.stringify(field)}:${nested(depth - 1)}}`

/**
 * A copy of `object` with `key` as an own, enumerable property, so that JSON.stringify writes it:
 * assigning `copy["__proto__"]` would set the copy's prototype instead.
 */
export function withKey(
  object: Record<string, unknown>,
  key: string,
  value: unknown,
): Record<string, unknown> {
  const copy = { ...object }
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true })
  return copy
}

/** The Host a page on another site would send through DNS rebinding: a foreign name, our port. */
export const foreignHost = (url: string) => `evil.example:${new URL(url).port}`

export interface Answer {
  status: number
  headers: IncomingHttpHeaders
  text: string
}

const agent = new Agent({ keepAlive: true })

/** One request with exactly these headers (Host included); the answer read to the end. */
export function send(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: init.method, headers: init.headers, agent }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      )
      response.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end(init.body)
  })
}
