import type { BackendModule, ReadCallback, Services } from 'i18next'
import type HttpBackend from 'i18next-http-backend'
import type { HttpBackendOptions } from 'i18next-http-backend'
import { loadChunk } from '@/lib/chunk-reload'
import { loadOnce } from '@/lib/load-once'

/**
 * i18next-http-backend, fetched with the first namespace a page lacks instead of with the entry: a
 * prerendered page brings its translations inline, so hydration does not wait for the loader's code.
 */
export class LazyHttpBackend implements BackendModule<HttpBackendOptions> {
  static readonly type = 'backend'
  readonly type = 'backend'
  private settings?: [Services, HttpBackendOptions]
  private readonly backend: () => Promise<HttpBackend>

  constructor(load = () => loadChunk(() => import('i18next-http-backend'))) {
    this.backend = loadOnce(() =>
      load().then(({ default: Backend }) => {
        const backend = new Backend()
        if (this.settings) backend.init(...this.settings)
        return backend
      }),
    )
  }

  init(services: Services, backendOptions: HttpBackendOptions) {
    this.settings = [services, backendOptions]
  }

  read(language: string, namespace: string, callback: ReadCallback) {
    this.backend().then(
      (backend) => backend.read(language, namespace, callback),
      // i18next's retries ask again, and loadOnce makes a fresh attempt at the code.
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    )
  }
}
