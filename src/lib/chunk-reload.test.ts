import { describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadOnceForStaleChunk } from './chunk-reload'

describe('stale chunk reload', () => {
  it('recognises the browsers’ failed dynamic import messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })

  it('reloads once, then lets a second failure through to the error screen', () => {
    const reload = vi.fn()
    expect(reloadOnceForStaleChunk(sessionStorage, reload)).toBe(true)
    expect(reloadOnceForStaleChunk(sessionStorage, reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('never reloads offline, where a missing chunk is not a stale one', () => {
    const reload = vi.fn()
    sessionStorage.clear()
    expect(reloadOnceForStaleChunk(sessionStorage, reload, () => false)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('allows another reload after a later deploy', () => {
    vi.useFakeTimers()
    const reload = vi.fn()
    sessionStorage.clear()
    reloadOnceForStaleChunk(sessionStorage, reload)
    vi.advanceTimersByTime(60_000)
    expect(reloadOnceForStaleChunk(sessionStorage, reload)).toBe(true)
    vi.useRealTimers()
  })
})
