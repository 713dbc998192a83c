// Shared state of a running emulator and the per-request context handlers work with.

import { type IncomingMessage, type ServerResponse } from 'node:http'
import { type Transaction } from '@electric-sql/pglite'
import { type EmulatorConfig } from './config'
import { type Db } from './db'
import { sendJson, tooManyRequests } from './errors'
import { type Mailer, type StoredMail } from './mailer'
import { type RedirectValidator, safeLocation } from './redirect'

export interface StandInProfile {
  provider: string
  state: string
  email: string
  fullName: string
  avatarUrl: string
  expiresAt: number
}

/** A sliding-window counter (GoTrue's limiters are token buckets; the effect is the same here). */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(
    private readonly events: number,
    private readonly windowMs: number,
  ) {}

  allow(key: string, now: number): boolean {
    const since = now - this.windowMs
    const list = (this.hits.get(key) ?? []).filter((t) => t > since)
    if (list.length >= this.events) {
      this.hits.set(key, list)
      return false
    }
    list.push(now)
    this.hits.set(key, list)
    if (this.hits.size > 10_000) this.hits.clear()
    return true
  }
}

export interface App {
  db: Db
  config: EmulatorConfig
  redirects: RedirectValidator
  now: () => number
  /** e.g. http://127.0.0.1:54321/auth/v1 */
  authUrl: string
  jwtIssuer: string
  mailer: Mailer
  log: (line: string) => void
  limiters: {
    email: RateLimiter | null
    otp: RateLimiter | null
    token: RateLimiter | null
    verify: RateLimiter | null
    anonymous: RateLimiter | null
  }
  /** Codes issued by the stand-in OAuth provider page, by code. */
  standInCodes: Map<string, StandInProfile>
  /** Mail rows written by committed transactions are announced here (console + listeners). */
  announce: (mails: StoredMail[]) => void
}

export interface Ctx {
  app: App
  req: IncomingMessage
  res: ServerResponse
  method: string
  /** Path below /auth/v1, starting with "/". */
  path: string
  query: URLSearchParams
  apiVersion: '2024-01-01' | null
  requestId: string
  ip: string
  params: Record<string, string>
  body: () => Promise<Buffer>
}

/** A transaction plus the mails it wrote (announced only if it commits). */
export interface Scope {
  tx: Transaction
  mails: StoredMail[]
}

export async function inTx<T>(app: App, fn: (s: Scope) => Promise<T>): Promise<T> {
  const mails: StoredMail[] = []
  const result = await app.db.transaction((tx) => fn({ tx, mails }))
  if (mails.length > 0) app.announce(mails)
  return result
}

export function ok(ctx: Ctx, body: unknown, status = 200) {
  sendJson(ctx.res, status, body)
}

export function noContent(ctx: Ctx) {
  ctx.res.writeHead(204)
  ctx.res.end()
}

export function redirect(ctx: Ctx, location: string, status = 302) {
  ctx.res.writeHead(status, { Location: safeLocation(location), 'Content-Length': '0' })
  ctx.res.end()
}

export function sendHtml(ctx: Ctx, html: string, status = 200) {
  const data = Buffer.from(html)
  ctx.res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(data.length),
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    // No form-action: browsers apply it to the whole redirect chain after a submit, and the
    // stand-in sign-in form must end up back at the app's origin.
    'Content-Security-Policy': "default-src 'none'; img-src * data:; style-src 'unsafe-inline'",
  })
  ctx.res.end(data)
}

/** Applies an optional per-client-address limiter (GoTrue's over_request_rate_limit). */
export function limit(ctx: Ctx, limiter: RateLimiter | null) {
  if (limiter && !limiter.allow(ctx.ip, ctx.app.now())) {
    throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached')
  }
}

export function userAgent(ctx: Ctx): string | null {
  const ua = ctx.req.headers['user-agent']
  return typeof ua === 'string' ? ua : null
}
