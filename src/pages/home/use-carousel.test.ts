import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCarousel } from './use-carousel'

describe('useCarousel', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const setup = (autoplay = false) =>
    renderHook(
      (props: { autoplay: boolean }) => useCarousel(4, { intervalMs: 6000, autoplay: props.autoplay }),
      {
        initialProps: { autoplay },
      },
    )

  it('wraps forward from the last slide to the first', () => {
    const { result } = setup()
    act(() => result.current.goTo(3))
    expect(result.current.index).toBe(3)
    act(() => result.current.next())
    expect(result.current.index).toBe(0)
  })

  it('wraps backward from the first slide to the last', () => {
    const { result } = setup()
    act(() => result.current.previous())
    expect(result.current.index).toBe(3)
    act(() => result.current.previous())
    expect(result.current.index).toBe(2)
  })

  it('jumps straight to a dot and keeps jumps in range', () => {
    const { result } = setup()
    act(() => result.current.goTo(2))
    expect(result.current.index).toBe(2)
    act(() => result.current.goTo(-1))
    expect(result.current.index).toBe(3)
    act(() => result.current.goTo(5))
    expect(result.current.index).toBe(1)
  })

  it('autoplays every interval, wrapping around, and restarts the wait after a manual move', () => {
    const { result } = setup(true)
    act(() => vi.advanceTimersByTime(5999))
    expect(result.current.index).toBe(0)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.index).toBe(1)
    act(() => vi.advanceTimersByTime(3000))
    act(() => result.current.goTo(3))
    act(() => vi.advanceTimersByTime(5999))
    expect(result.current.index).toBe(3)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.index).toBe(0)
  })

  it('does not move by itself when autoplay is off', () => {
    const { result, rerender } = setup(true)
    rerender({ autoplay: false })
    act(() => vi.advanceTimersByTime(60_000))
    expect(result.current.index).toBe(0)
  })
})
