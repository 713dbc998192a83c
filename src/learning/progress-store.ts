import { useSyncExternalStore } from 'react'
import { emptyProgress, type LearningProgress } from './progress'

/**
 * Progress kept in this browser: everything for a visitor; for a signed-in learner, only what the
 * account sync has not taken yet (it drains this store into the account).
 */
export const PROGRESS_KEY = 'learningProgress'

/** What shows the progress (pages, sidebar) listens to every change; the account sync only to this browser's store. */
const viewListeners = new Set<() => void>()
const storeListeners = new Set<() => void>()
let cached: { text: string | null; value: LearningProgress } | undefined

function parse(text: string | null): LearningProgress {
  if (!text) return emptyProgress
  try {
    const value = JSON.parse(text) as Partial<LearningProgress>
    return { articles: value.articles ?? {}, days: value.days ?? {} }
  } catch {
    // A damaged entry is not worth an error screen: start again.
    return emptyProgress
  }
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(PROGRESS_KEY)
  } catch {
    return null
  }
}

export function readProgress(): LearningProgress {
  const text = readStorage()
  if (cached?.text !== text) cached = { text, value: parse(text) }
  return cached.value
}

export function updateProgress(change: (progress: LearningProgress) => LearningProgress) {
  const next = change(readProgress())
  if (next === readProgress()) return
  try {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(next))
  } catch {
    // Storage full or blocked: progress is a convenience, reading goes on.
  }
  notifyStore()
}

export function clearProgress() {
  try {
    localStorage.removeItem(PROGRESS_KEY)
  } catch {
    // Nothing stored, nothing to clear.
  }
  notifyStore()
}

function notifyStore() {
  storeListeners.forEach((listener) => listener())
  viewListeners.forEach((listener) => listener())
}

function listen(listeners: Set<() => void>, listener: () => void) {
  listeners.add(listener)
  // Another tab of the site wrote its progress.
  const onStorage = (event: StorageEvent) => event.key === PROGRESS_KEY && listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

const subscribe = (listener: () => void) => listen(viewListeners, listener)

/** Every change of this browser's progress, including other tabs': the account sync drains it. */
export const subscribeToProgress = (listener: () => void) => listen(storeListeners, listener)

/** `full`: the account refused new rows (its per-table limit); this browser keeps them queued. */
export type SyncStatus = 'loading' | 'ready' | 'error' | 'full'

/** A signed-in learner's progress as their account holds it, with this browser's unsent part merged in. */
export interface AccountView {
  progress: LearningProgress
  status: SyncStatus
  retry: () => void
}

let accountView: AccountView | null = null

/** Set by the account sync while a learner is signed in; null shows this browser's progress alone. */
export function setAccountView(view: AccountView | null) {
  accountView = view
  viewListeners.forEach((listener) => listener())
}

/** What the reader sees, read outside React: the account's progress when signed in, else this browser's. */
export const readShownProgress = () => accountView?.progress ?? readProgress()
const readAccount = () => accountView

/** The reader's progress: the account's when signed in, else this browser's; empty while prerendering and hydrating. */
export function useProgress(): LearningProgress {
  return useSyncExternalStore(subscribe, readShownProgress, () => emptyProgress)
}

/** The account sync's state, or null for a visitor (or before the sync has started). */
export function useAccountView(): AccountView | null {
  return useSyncExternalStore(subscribe, readAccount, () => null)
}
