import type { BackendModule, ReadCallback, Services } from 'i18next'
import type HttpBackend from 'i18next-http-backend'
import type { HttpBackendOptions } from 'i18next-http-backend'
import { loadChunk } from '@/lib/chunk-reload'

/**
 * i18next-http-backend, fetched with the first namespace a page lacks instead of with the entry: a
 * prerendered page brings its translations inline, so hydration does not wait for the loader's code.
 */
export class LazyHttpBackend implements BackendModule<HttpBackendOptions> {
  static readonly type = 'backend'
  readonly type = 'backend'
  private settings?: [Services, HttpBackendOptions]
  private backend?: Promise<HttpBackend>

  constructor(private readonly load = () => loadChunk(() => import('i18next-http-backend'))) {}

  init(services: Services, backendOptions: HttpBackendOptions) {
    this.settings = [services, backendOptions]
  }

  read(language: string, namespace: string, callback: ReadCallback) {
    this.backend ??= this.load().then(({ default: Backend }) => {
      const backend = new Backend()
      if (this.settings) backend.init(...this.settings)
      return backend
    })
    this.backend.then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) => {
        // Let i18next's retries ask again, with a fresh attempt at the code.
        this.backend = undefined
        callback(error instanceof Error ? error : new Error(String(error)), true)
      },
    )
  }
}
