/**
 * What the generated worker listens for before it stops waiting: the message listener Workbox's
 * generateSW writes for `skipWaiting: false` (build/src/service-worker/generate-worker.ts).
 */
export const skipWaitingMessage = { type: 'SKIP_WAITING' } as const

/**
 * Registers the worker at `url` (no options: scope, type and caching of its script are the
 * browser's defaults) and resolves with its registration. A new worker that is waiting when the
 * page registers, or that installs later while a worker controls this page (found by this page's
 * load, another tab's or the check made when this tab is shown again), waits for every tab to
 * close: `offerUpdate` is called, once per page, with what accepting does, which has the waiting
 * worker skip waiting and reloads the page once the worker controls it. The first worker installed
 * does not wait, and a page reloads only after its reader accepted.
 */
export async function registerWorker(
  url: string,
  offerUpdate: (accept: () => void) => void,
  reload: () => void = () => window.location.reload(),
): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(url)
  let offered = false
  const offer = () => {
    if (offered) return
    offered = true
    offerUpdate(() => {
      navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true })
      registration.waiting?.postMessage(skipWaitingMessage)
    })
  }
  // While a worker controls this page, a worker that installs waits: this page still uses the old
  // one. Without a controller it is the first worker, which takes over at once.
  const offerOnceInstalled = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offer()
    })
  if (registration.waiting) offer()
  // Still installing when the page registered: found by this page's own load.
  offerOnceInstalled(registration.installing)
  registration.addEventListener('updatefound', () => offerOnceInstalled(registration.installing))
  // A tab left open learns of a deploy when the reader comes back to it.
  document.addEventListener('visibilitychange', () => {
    // Offline the check fails; the next one will do.
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined)
  })
  return registration
}
