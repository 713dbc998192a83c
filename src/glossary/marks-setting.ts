import { useSyncExternalStore } from 'react'

/** Kept in this browser like the theme, so a reader who never signs in can switch the marks off. */
export const MARKS_STORAGE_KEY = 'glossaryMarks'

const listeners = new Set<() => void>()
/** The choice made in this page when storage refused it (a private window's quota). */
let unstored: boolean | undefined

function read(): boolean {
  if (unstored !== undefined) return unstored
  try {
    return window.localStorage.getItem(MARKS_STORAGE_KEY) !== 'off'
  } catch {
    return true
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => event.key === MARKS_STORAGE_KEY && listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * Whether guides mark glossary terms. The prerendered HTML always has the marks (the server cannot
 * know the choice); hydration starts from that, then React re-renders with the stored choice.
 */
export function useGlossaryMarksEnabled(): boolean {
  return useSyncExternalStore(subscribe, read, () => true)
}

export function setGlossaryMarksEnabled(enabled: boolean) {
  try {
    if (enabled) window.localStorage.removeItem(MARKS_STORAGE_KEY)
    else window.localStorage.setItem(MARKS_STORAGE_KEY, 'off')
  } catch {
    unstored = enabled
  }
  for (const listener of listeners) listener()
}
