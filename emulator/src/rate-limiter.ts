import { isIPv4 } from 'node:net'

/**
 * The key a client address is limited under. Linux routes all of 127.0.0.0/8 to loopback, so a
 * local process that picks its source address (curl --interface 127.0.0.2) would get a fresh
 * budget per address: every loopback form is one client.
 */
export function rateLimitKey(address: string): string {
  const v4 = address.replace(/^::ffff:/i, '')
  if (address === '::1' || (isIPv4(v4) && v4.startsWith('127.'))) return 'loopback'
  return address
}

/** A sliding-window counter (GoTrue's limiters are token buckets; the effect is the same here). */
export class RateLimiter {
  /** In order of last use, oldest first (a Map keeps insertion order). */
  private readonly hits = new Map<string, number[]>()

  constructor(
    private readonly events: number,
    private readonly windowMs: number,
    /** Past this many clients the least recently seen are forgotten, never the busy ones. */
    private readonly maxKeys = 10_000,
  ) {}

  allow(address: string, now: number): boolean {
    const key = rateLimitKey(address)
    const since = now - this.windowMs
    const recent = (this.hits.get(key) ?? []).filter((time) => time > since)
    this.hits.delete(key)
    const allowed = recent.length < this.events
    if (allowed) recent.push(now)
    this.hits.set(key, recent)
    for (const oldest of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break
      this.hits.delete(oldest)
    }
    return allowed
  }
}
