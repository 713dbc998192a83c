const RELOADED_AT_KEY = 'chunk-reload-at'
// A second failure this soon after a reload means the chunk is really broken, not stale.
const RELOAD_WINDOW_MS = 10_000

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
    error.message,
  )
}

/**
 * After a redeploy the old chunk names are gone; reloading once fetches the new index.html.
 * Returns true when a reload was started (the caller should wait for it, not render an error).
 */
export function reloadOnceForStaleChunk(
  storage: Storage = sessionStorage,
  reload = () => window.location.reload(),
  online = () => navigator.onLine,
) {
  // Offline the chunk is missing, not stale: a reload would only lose the page the reader has.
  if (!online()) return false
  const last = Number(storage.getItem(RELOADED_AT_KEY) ?? 0)
  if (Date.now() - last < RELOAD_WINDOW_MS) return false
  storage.setItem(RELOADED_AT_KEY, String(Date.now()))
  reload()
  return true
}

/** Wraps a lazy import so that a stale chunk triggers one reload instead of the error screen. */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnceForStaleChunk()) return new Promise<T>(() => {})
    throw error
  }
}

/** Vite reports failed preloads (CSS and shared chunks) through this event. */
export function listenForPreloadErrors() {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForStaleChunk()) event.preventDefault()
  })
}
