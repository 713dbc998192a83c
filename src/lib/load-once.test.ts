import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './load-once'

describe('loadOnce', () => {
  it('runs the load once and hands every call its answer', async () => {
    const load = vi.fn(async () => 'code')
    const get = loadOnce(load)
    expect(await Promise.all([get(), get()])).toEqual(['code', 'code'])
    expect(await get()).toBe('code')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('hands a failure to the caller and tries again on the next call', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('code')
    const get = loadOnce(load)
    await expect(get()).rejects.toThrow('offline')
    expect(await get()).toBe('code')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
