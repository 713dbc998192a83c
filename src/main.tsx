import type { i18n } from 'i18next'
import { startApp } from './app/start-app'
import { listenForPreloadErrors } from './lib/chunk-reload'
import { whenIdle } from './lib/when-idle'
import { moveToOfflineAddress } from './offline/offline-address'
import { enableContentChecks } from './pages/enable-content-checks'
import './index.css'

/**
 * The offline worker, from a chunk of its own (a build has it; the dev server does not), once the
 * browser is idle, which a hydrating page never is: fetched and run between the hydration's slices,
 * the chunk made it longer. It registers after the load event.
 */
function startOfflineWhenIdle(i18n: i18n) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  whenIdle(() => void import('./offline/start-offline').then((offline) => offline.startOffline(i18n)))
}

function start(container: HTMLElement) {
  listenForPreloadErrors()
  void startApp(container, __BUILD_VERSION__).then(startOfflineWhenIdle)
}

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
// The start-up script in index.html may already be moving to this page in the other language.
if (!document.documentElement.hasAttribute('data-leaving')) {
  moveToOfflineAddress()
  // The production bundle reads content the build checked; development checks it as an editor changes it.
  if (import.meta.env.DEV) void enableContentChecks().then(() => start(container))
  else start(container)
}
