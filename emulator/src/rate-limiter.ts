/** A sliding-window counter (GoTrue's limiters are token buckets; the effect is the same here). */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(
    private readonly events: number,
    private readonly windowMs: number,
  ) {}

  allow(key: string, now: number): boolean {
    const since = now - this.windowMs
    const recent = (this.hits.get(key) ?? []).filter((time) => time > since)
    if (recent.length >= this.events) {
      this.hits.set(key, recent)
      return false
    }
    recent.push(now)
    this.hits.set(key, recent)
    if (this.hits.size > 10_000) this.hits.clear()
    return true
  }
}
