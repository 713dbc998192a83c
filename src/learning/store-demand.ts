import { useEffect, useState } from 'react'

/**
 * How soon a page needs the learning store: `now` for a reader's action (a mark, a note, a tick, a
 * sign-in or sign-out), `idle` for what a page only shows (read marks, the notebook's state) or
 * records in passing (the place reached, reading seconds). A page that needs neither (the home
 * page's banner and stories, a demo) never opens IndexedDB.
 */
export type Demand = 'idle' | 'now'

/** The strongest demand made so far, told to one listener (the provider), also when it listens late. */
export function demandState() {
  let wanted: Demand | null = null
  let listener: ((demand: Demand) => void) | null = null
  return {
    demand(level: Demand) {
      if (wanted === 'now' || wanted === level) return
      wanted = level
      listener?.(level)
    },
    listen(next: (demand: Demand) => void) {
      listener = next
      if (wanted) next(wanted)
      return () => void (listener = null)
    },
  }
}

/** Runs `run` once the main thread is idle (or after 2 s at the latest); returns the cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2_000 })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(run, 1_000)
  return () => clearTimeout(timer)
}

/** True once the store may open: at once for `now`, when idle for `idle`, never without a demand. */
export function useStoreWanted(listen: (next: (demand: Demand) => void) => () => void): boolean {
  const [demand, setDemand] = useState<Demand | null>(null)
  const [idle, setIdle] = useState(false)
  useEffect(() => listen(setDemand), [listen])
  useEffect(() => {
    if (demand !== 'idle' || idle) return
    return whenIdle(() => setIdle(true))
  }, [demand, idle])
  // A demand only ever grows (none, idle, now), so once wanted the store stays wanted.
  return demand === 'now' || (demand === 'idle' && idle)
}
