import type { i18n } from 'i18next'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { startI18n } from '@/i18n/i18n'
import {
  type InlinedTranslations,
  readInlinedTranslations,
  readShellTranslations,
} from '@/i18n/inlined-translations'
import { nextTask } from '@/lib/next-task'
import { App } from './app'
import { preloadPageOf } from './router'

/**
 * A prerendered page: its code starts downloading at once, i18next starts in the next task and React
 * takes over the HTML once both are done. Read, preloaded and started in one go, the start-up was
 * one task of 200-300 ms at 4x CPU slowdown, blocking input for all of it; the page's code is on
 * the network meanwhile anyway.
 */
async function hydrate(
  container: HTMLElement,
  inlined: InlinedTranslations,
  buildVersion: string,
): Promise<i18n> {
  const pageLoaded = preloadPageOf(window.location.pathname).then(
    () => true,
    (error: unknown) => {
      console.error('Could not load the page to hydrate; rendering it anew', error)
      return false
    },
  )
  await nextTask()
  const { instance } = startI18n(buildVersion, { inlined, shell: readShellTranslations(document) })
  const app = appWith(instance)
  // As a transition, hydration yields to the browser between components instead of blocking it
  // for the whole page: the HTML is already readable, so nothing is lost by taking it in slices.
  if (await pageLoaded) startTransition(() => void hydrateRoot(container, app))
  else createRoot(container).render(app)
  return instance
}

/** The app shell (client-only and unknown paths) has nothing to hydrate. */
function render(container: HTMLElement, buildVersion: string): i18n {
  const { instance, ready } = startI18n(buildVersion, { shell: readShellTranslations(document) })
  createRoot(container).render(appWith(instance, ready))
  return instance
}

function appWith(instance: i18n, ready?: Promise<void>) {
  return (
    <StrictMode>
      <App i18n={instance} i18nReady={ready} />
    </StrictMode>
  )
}

/** Starts the app in `container`: hydrates a prerendered page, renders the app shell anew. */
export function startApp(container: HTMLElement, buildVersion: string): Promise<i18n> {
  const inlined = readInlinedTranslations(document)
  return inlined
    ? hydrate(container, inlined, buildVersion)
    : Promise.resolve(render(container, buildVersion))
}
