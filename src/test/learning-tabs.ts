import type { SupabaseClient } from '@supabase/supabase-js'
import { afterEach, expect, vi } from 'vitest'
import type { Backend } from '@/learning/store/backend'
import { openStore, type LearningStore, type TabChannel } from '@/learning/store/learning-store'
import { startSync, type LearningSync, type SyncView } from '@/learning/sync/sync-machine'
import { memoryBackend } from '@/learning/store/memory-backend'

/** One browser of the sync's tests: its store in memory and the channel its tabs share. */
export function testBrowser() {
  const backend: Backend = memoryBackend()
  const listeners = new Set<(owner: string) => void>()
  const clientId = crypto.randomUUID()
  const channel = (): TabChannel => {
    let mine: ((owner: string) => void) | undefined
    return {
      post: (owner) => listeners.forEach((listener) => listener !== mine && listener(owner)),
      listen(listener) {
        mine = listener
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
  }
  return { backend, clientId, channel }
}

export type TestBrowser = ReturnType<typeof testBrowser>

export interface Tab {
  store: LearningStore
  sync: LearningSync
  views: SyncView[]
  view(): SyncView
  close(): void
}

/** A tab of the browser, signed in as the client's learner, with the account sync running. */
export async function openTab(browser: TestBrowser, client: SupabaseClient, userId: string): Promise<Tab> {
  const store = await openStore(browser.backend, userId, browser.channel())
  const views: SyncView[] = []
  const sync = startSync(client, store, browser.clientId, (view) => views.push(view))
  return {
    store,
    sync,
    views,
    view: () => sync.view(),
    close() {
      sync.stop()
      store.close()
    },
  }
}

/**
 * A network the test can take down, or slow: `holdReads` keeps the answers of the account's reads
 * (already read by the server) until `release()`.
 */
export function controlledNetwork() {
  let offline = false
  let gate: Promise<void> | null = null
  let open: () => void = () => undefined
  let readsHeld = 0
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (offline) throw new TypeError('Failed to fetch')
    const response = await globalThis.fetch(input, init)
    const isRead = (init?.method ?? 'GET') === 'GET' && String(input).includes('/rest/v1/reading_progress')
    if (isRead && gate) {
      readsHeld++
      await gate
    }
    return response
  }
  return {
    fetch,
    setOffline: (value: boolean) => void (offline = value),
    holdReads() {
      gate = new Promise((resolve) => (open = resolve))
    },
    readsHeld: () => readsHeld,
    release() {
      gate = null
      open()
    },
  }
}

/** Opens tabs as openTab does, and closes every one a test opened after it. */
export function tabsClosedAfterEach() {
  const tabs: Tab[] = []
  afterEach(() => tabs.splice(0).forEach((tab) => tab.close()))
  return async (...args: Parameters<typeof openTab>) => {
    const tab = await openTab(...args)
    tabs.push(tab)
    return tab
  }
}

/** The tab's sync has nothing left to send and is waiting. */
export const settled = (tab: Tab) =>
  vi.waitFor(() => expect([tab.view().state, tab.store.read().outbox.length]).toEqual(['idle', 0]), {
    timeout: 15_000,
  })
