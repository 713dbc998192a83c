import { use } from 'react'
import { loadChunk } from '@/lib/chunk-reload'
import type { PageLoader } from './page-loaders'

type PageModule = Awaited<ReturnType<PageLoader>>

export interface LazyPage {
  (): React.JSX.Element
  /** Starts the download; hydration waits for it so the page renders the prerendered markup at once. */
  preload: () => Promise<PageModule>
}

// How to forget each failed download, so that "Try Again" fetches it anew.
const failures = new Set<() => void>()

/** Lets pages whose code failed to download try again the next time they render. */
export function forgetFailedPages() {
  for (const forget of failures) forget()
  failures.clear()
}

/**
 * A page whose code is its own chunk, fetched the first time it renders (or is preloaded). The
 * promise carries its outcome in the fields React's use() reads, so a loaded page renders at once
 * and a failed one reaches the error boundary instead of suspending again.
 */
export function lazyPage(load: PageLoader): LazyPage {
  let loading: Promise<PageModule> | undefined
  const preload = () => {
    if (loading) return loading
    const promise = loadChunk(load)
    promise.then(
      (module) => Object.assign(promise, { status: 'fulfilled', value: module }),
      (reason: unknown) => {
        Object.assign(promise, { status: 'rejected', reason })
        failures.add(() => {
          if (loading === promise) loading = undefined
        })
      },
    )
    loading = promise
    return promise
  }
  function Page() {
    const { default: Component } = use(preload())
    return <Component />
  }
  return Object.assign(Page, { preload })
}
