import type { ReadCallback, Services } from 'i18next'
import HttpBackend from 'i18next-http-backend'
import { describe, expect, it, vi } from 'vitest'
import { LazyHttpBackend } from './lazy-http-backend'

const services = {} as Services
const read = (backend: LazyHttpBackend, namespace: string) =>
  new Promise<Parameters<ReadCallback>>((resolve) =>
    backend.read('en', namespace, (...args) => resolve(args)),
  )

describe('LazyHttpBackend', () => {
  it('loads the http backend once, on the first read, and hands it the init options', async () => {
    const request = vi.fn((_options, url: string, _payload, callback) =>
      callback(null, { status: 200, data: `{"url":"${url}"}` }),
    )
    const load = vi.fn(async () => ({ default: HttpBackend }))
    const backend = new LazyHttpBackend(load)
    backend.init(services, { loadPath: '/locales/{{lng}}/{{ns}}.json', request })
    expect(load).not.toHaveBeenCalled()
    expect(await read(backend, 'tools')).toEqual([null, { url: '/locales/en/tools.json' }])
    expect(await read(backend, 'home')).toEqual([null, { url: '/locales/en/home.json' }])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('reports a failed load as retryable and tries the code again on the next read', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof HttpBackend }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: HttpBackend })
    const backend = new LazyHttpBackend(load)
    backend.init(services, {
      request: (_options, _url, _payload, callback) => callback(null, { status: 200, data: '{}' }),
    })
    const [error, retry] = await read(backend, 'tools')
    expect(String(error)).toMatch(/Failed to fetch/)
    expect(retry).toBe(true)
    expect(await read(backend, 'tools')).toEqual([null, {}])
    expect(load).toHaveBeenCalledTimes(2)
  })
})
