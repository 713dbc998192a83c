import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { recordingLearning } from '@/test/recording-learning'
import { startReadingClock } from './reading-clock'

let visibility: DocumentVisibilityState = 'visible'
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state
  document.dispatchEvent(new Event('visibilitychange'))
}
let recorded = recordingLearning()
const today = () => recorded.total()

describe('startReadingClock', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date(2026, 10, 23, 10))
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
    visibility = 'visible'
    recorded = recordingLearning()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('counts visible, active seconds and writes them once a minute', () => {
    const stop = startReadingClock(recorded.learning)
    vi.advanceTimersByTime(30_000)
    expect(today()).toBe(0)
    window.dispatchEvent(new Event('scroll'))
    vi.advanceTimersByTime(30_000)
    expect(today()).toBe(60)
    stop()
  })

  it('stops counting a minute after the last activity', () => {
    const stop = startReadingClock(recorded.learning)
    vi.advanceTimersByTime(180_000)
    expect(today()).toBe(60)
    window.dispatchEvent(new Event('keydown'))
    vi.advanceTimersByTime(10_000)
    stop()
    expect(today()).toBe(70)
  })

  it('does not count while the tab is hidden, and writes what it had when it is hidden', () => {
    const stop = startReadingClock(recorded.learning)
    vi.advanceTimersByTime(20_000)
    setVisibility('hidden')
    expect(today()).toBe(20)
    vi.advanceTimersByTime(120_000)
    expect(today()).toBe(20)
    setVisibility('visible')
    vi.advanceTimersByTime(5_000)
    stop()
    expect(today()).toBe(25)
  })
})
