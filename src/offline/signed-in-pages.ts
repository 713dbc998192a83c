import { offlineCaches } from './cache-names'
import { canKeepPages, keptPageRequests } from './kept-pages'

/** The pages the worker held when this tab's learner signed in: a visitor's, kept at sign-out. */
const BEFORE_SIGN_IN = 'offline-pages-before-sign-in'

const keptPageUrls = async () => (await keptPageRequests()).map((request) => request.url)

/** At sign-in: notes which pages were opened before it (once per sign-in of this tab). */
export async function notePagesBeforeSignIn(storage: Storage = sessionStorage): Promise<void> {
  if (!canKeepPages() || storage.getItem(BEFORE_SIGN_IN) !== null) return
  storage.setItem(BEFORE_SIGN_IN, JSON.stringify(await keptPageUrls()))
}

/**
 * At a sign-out without "remember me" (a shared computer): the pages opened while signed in leave
 * the offline worker's cache, and with them the offline page's list of guides read. Without a note
 * of what came before (a sign-in this tab did not see), every kept page goes.
 */
export async function forgetPagesSinceSignIn(storage: Storage = sessionStorage): Promise<void> {
  const noted = storage.getItem(BEFORE_SIGN_IN)
  storage.removeItem(BEFORE_SIGN_IN)
  if (!canKeepPages() || !(await caches.has(offlineCaches.pages))) return
  const before = new Set<string>(noted ? (JSON.parse(noted) as string[]) : [])
  const pages = await caches.open(offlineCaches.pages)
  for (const request of await pages.keys()) if (!before.has(request.url)) await pages.delete(request)
}

/** A sign-out with "remember me" on keeps the pages; the note of a sign-in goes either way. */
export const dropPagesNote = (storage: Storage = sessionStorage) => storage.removeItem(BEFORE_SIGN_IN)
