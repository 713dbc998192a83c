/**
 * The pieces of the search index fetched so far, kept for the visit: each URL is fetched once, a
 * failed one is remembered until `retry`, so a broken network does not loop. An external store for
 * React: `snapshot` is replaced whenever a piece arrives or fails.
 */
export interface IndexSnapshot {
  loaded: ReadonlyMap<string, unknown>
  failed: ReadonlySet<string>
}

let snapshot: IndexSnapshot = { loaded: new Map(), failed: new Set() }
const pending = new Set<string>()
const listeners = new Set<() => void>()

function update(change: (next: { loaded: Map<string, unknown>; failed: Set<string> }) => void) {
  const next = { loaded: new Map(snapshot.loaded), failed: new Set(snapshot.failed) }
  change(next)
  snapshot = next
  listeners.forEach((listener) => listener())
}

// No longer on its way before the listeners hear of it, so one of them may ask for it again at once.
function settle(url: string, change: Parameters<typeof update>[0]) {
  pending.delete(url)
  update(change)
}

export const indexStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  snapshot: () => snapshot,
  /** Starts fetching the URLs not already here, on their way or failed. */
  request(urls: readonly string[]) {
    for (const url of urls) {
      if (snapshot.loaded.has(url) || snapshot.failed.has(url) || pending.has(url)) continue
      pending.add(url)
      fetch(url)
        .then((response) => {
          if (!response.ok) throw new Error(`The search index answered ${response.status} for ${url}`)
          return response.json() as Promise<unknown>
        })
        .then(
          (value) => settle(url, (next) => next.loaded.set(url, value)),
          () => settle(url, (next) => next.failed.add(url)),
        )
    }
  },
  /** Forgets the failures, so the pieces they were for are asked for again. */
  retry() {
    update((next) => next.failed.clear())
  },
}
