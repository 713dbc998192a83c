import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './when-idle'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('whenIdle', () => {
  it('waits for the browser to be idle, at most the given time', () => {
    const requestIdleCallback = vi.fn((_task: IdleRequestCallback, _options?: IdleRequestOptions) => 7)
    vi.stubGlobal('requestIdleCallback', requestIdleCallback)
    const task = vi.fn()
    whenIdle(task, 1_234)
    expect(task).not.toHaveBeenCalled()
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 1_234 })
  })

  it('runs after the queued tasks where the browser has no idle callbacks', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const order: string[] = []
    setTimeout(() => order.push('queued before'))
    whenIdle(() => order.push('idle task'))
    expect(order).toEqual([])
    vi.runAllTimers()
    expect(order).toEqual(['queued before', 'idle task'])
  })
})
