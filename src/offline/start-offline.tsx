import type { i18n } from 'i18next'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { whenIdle } from '@/lib/when-idle'
import { workerUrl } from './cache-names'
import { keepUncontrolledPage } from './keep-uncontrolled-page'
import { registerWorker } from './register-worker'
import { UpdateNotice } from './update-notice'

const keepQuietly = (worker: ServiceWorker) =>
  keepUncontrolledPage(worker).catch((error: unknown) =>
    console.warn('Could not keep this page for offline reading', error),
  )

/** A notice of its own, outside the app's tree: the app's code does not wait for the worker. */
function showUpdateNotice(i18n: i18n, accept: () => void) {
  const host = document.body.appendChild(document.createElement('div'))
  const root = createRoot(host)
  const dismiss = () => {
    root.unmount()
    host.remove()
  }
  root.render(
    <I18nextProvider i18n={i18n}>
      <UpdateNotice onReload={accept} onLater={dismiss} />
    </I18nextProvider>,
  )
}

/**
 * Registers the offline worker (build/src/service-worker/generate-worker.ts), once the page has
 * loaded and the browser is idle: the worker's precaching and the first page's keeping would
 * otherwise compete with what the page still loads and runs. A deploy's new worker, found at a page
 * load in any tab or when this tab is shown again, waits; the notice, in every tab, lets the reader
 * switch now (the worker skips waiting and takes over every tab, and this one reloads with the new
 * version's HTML and scripts).
 */
export function startOffline(i18n: i18n) {
  const registerWhenIdle = () => whenIdle(() => register(i18n), 10_000)
  if (document.readyState === 'complete') registerWhenIdle()
  else window.addEventListener('load', registerWhenIdle, { once: true })
}

function register(i18n: i18n) {
  registerWorker(workerUrl, (accept) => showUpdateNotice(i18n, accept))
    .then(async () => {
      if (navigator.serviceWorker.controller) return
      const { active } = await navigator.serviceWorker.ready
      if (!active) return
      await keepQuietly(active)
      // Each page this tab shows next (every page sets its title), while no worker controls it.
      const title = document.querySelector('title')
      if (title)
        new MutationObserver(() => void keepQuietly(active)).observe(title, {
          subtree: true,
          childList: true,
          characterData: true,
        })
    })
    // A browser may refuse workers (a private window, a policy): the site works on, online only.
    .catch((error: unknown) => console.warn('Offline reading is not available in this browser', error))
}
