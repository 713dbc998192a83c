import type { i18n } from 'i18next'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/app'
import { preloadPageOf } from './app/router'
import { listenForPreloadErrors } from './lib/chunk-reload'
import { whenIdle } from './lib/when-idle'
import { startI18n } from './i18n/i18n'
import { readInlinedTranslations, readShellTranslations } from './i18n/inlined-translations'
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

/** A prerendered page: React takes over its HTML once the matched page's code is here. */
function hydrateOnceLoaded(container: HTMLElement, app: React.ReactNode): Promise<void> {
  return preloadPageOf(window.location.pathname).then(
    // As a transition, hydration yields to the browser between components instead of blocking it
    // for the whole page: the HTML is already readable, so nothing is lost by taking it in slices.
    () => startTransition(() => void hydrateRoot(container, app)),
    (error: unknown) => {
      console.error('Could not load the page to hydrate; rendering it anew', error)
      createRoot(container).render(app)
    },
  )
}

function start(container: HTMLElement) {
  listenForPreloadErrors()
  const inlined = readInlinedTranslations(document)
  const { instance, ready } = startI18n(__BUILD_VERSION__, { inlined, shell: readShellTranslations(document) })
  const app = (
    <StrictMode>
      <App i18n={instance} i18nReady={ready} />
    </StrictMode>
  )
  // The app shell (client-only and unknown paths) has nothing to hydrate.
  const started = inlined ? hydrateOnceLoaded(container, app) : Promise.resolve(createRoot(container).render(app))
  void started.then(() => startOfflineWhenIdle(instance))
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
