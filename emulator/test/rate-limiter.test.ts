import { describe, expect, it } from 'vitest'
import { RateLimiter, rateLimitKey } from '../src/rate-limiter'

// Security review L3: a local process chose a new source address, or 10,000 other keys cleared every bucket.
describe('the rate limiter', () => {
  it('counts every loopback address as one client', () => {
    for (const address of [
      '127.0.0.1',
      '127.0.0.2',
      '127.5.6.7',
      '::1',
      '::ffff:127.0.0.1',
      '::FFFF:127.9.9.9',
    ])
      expect(rateLimitKey(address)).toBe('loopback')
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '2001:db8::1', '128.0.0.1'])
      expect(rateLimitKey(address)).toBe(address)

    const limiter = new RateLimiter(2, 60_000)
    expect(limiter.allow('127.0.0.1', 0)).toBe(true)
    expect(limiter.allow('127.0.0.2', 1)).toBe(true)
    expect(limiter.allow('::1', 2)).toBe(false)
    expect(limiter.allow('10.0.0.1', 3)).toBe(true)
  })

  it('forgets the least recently seen clients past its size, and keeps an exhausted one it keeps seeing', () => {
    const limiter = new RateLimiter(1, 60_000, 3)
    expect(limiter.allow('10.0.0.1', 0)).toBe(true)
    for (let other = 2; other <= 20; other++) {
      limiter.allow(`10.0.1.${other}`, other)
      expect(limiter.allow('10.0.0.1', other)).toBe(false)
    }
    // 10.0.1.2 was pushed out long ago: it starts afresh.
    expect(limiter.allow('10.0.1.2', 21)).toBe(true)
  })

  it('allows again once the window has passed', () => {
    const limiter = new RateLimiter(1, 1_000)
    expect(limiter.allow('10.0.0.1', 0)).toBe(true)
    expect(limiter.allow('10.0.0.1', 999)).toBe(false)
    expect(limiter.allow('10.0.0.1', 1_001)).toBe(true)
  })
})
