import { useSyncExternalStore } from 'react'
import { emptyProgress, type LearningProgress } from './progress'

/** Progress kept in this browser: everything for a visitor, and what waits to be sent for a learner. */
export const PROGRESS_KEY = 'learningProgress'

const listeners = new Set<() => void>()
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
  listeners.forEach((listener) => listener())
}

export function clearProgress() {
  try {
    localStorage.removeItem(PROGRESS_KEY)
  } catch {
    // Nothing stored, nothing to clear.
  }
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab of the site wrote its progress.
  const onStorage = (event: StorageEvent) => event.key === PROGRESS_KEY && listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** This browser's progress; empty while prerendering and hydrating, so the HTML matches. */
export function useLocalProgress(): LearningProgress {
  return useSyncExternalStore(subscribe, readProgress, () => emptyProgress)
}
