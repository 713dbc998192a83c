/**
 * `load` run once, its answer kept for every later call; a failure goes to the caller and is
 * forgotten, so the next call tries again (a chunk that failed on a flaky connection, say).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}
