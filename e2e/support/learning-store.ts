import type { Page } from '@playwright/test'

/** The part of an owner's state (src/learning/store/store-state.ts) the specs read. */
interface StoredState {
  ownTime: Record<string, { seconds: number }>
  /** Each guide's progress row (its last section among the fields). */
  progress?: Record<string, { last_section: string | null }>
  outbox: unknown[]
  notebook?: { note: Record<string, { body: string; deleted_at: string | null }> }
}

/**
 * The learner's records as this browser's store holds them in IndexedDB ('learning', object store
 * 'records', one entry per owner: 'visitor' or the user's id), read the way the site wrote them.
 */
export function storedStates(page: Page): Promise<Record<string, StoredState>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, StoredState>>((resolve, reject) => {
        const request = indexedDB.open('learning')
        // Created here only if the site has not yet: as idb-keyval creates it.
        request.onupgradeneeded = () => request.result.createObjectStore('records')
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const db = request.result
          const store = db.transaction('records').objectStore('records')
          const keys = store.getAllKeys()
          const values = store.getAll()
          values.onsuccess = () => {
            db.close()
            resolve(
              Object.fromEntries(
                keys.result.map((key, index) => [String(key), values.result[index] as StoredState]),
              ),
            )
          }
          values.onerror = () => reject(values.error)
        }
      }),
  )
}

/** The signed-in learners' states, without this browser's visitor one. */
export const accountStates = async (page: Page): Promise<StoredState[]> =>
  Object.entries(await storedStates(page))
    .filter(([owner]) => owner !== 'visitor')
    .map(([, state]) => state)

/** A fresh browser's storage, as far as the site's records go. */
export const forgetStoredRecords = (page: Page) =>
  page.evaluate(() => {
    localStorage.clear()
    // Completes once the page holding the store open has gone (the caller reloads).
    indexedDB.deleteDatabase('learning')
  })
