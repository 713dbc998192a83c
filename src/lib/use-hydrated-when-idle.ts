import { startTransition, useEffect, useState } from 'react'
import { useHydrated } from './use-hydrated'
import { whenIdle } from './when-idle'

/**
 * Like useHydrated, but on a hydrated page true only once the browser is next idle, and then as a
 * transition. For values whose first rendering is costly: the tab's first Intl formatter starts ICU,
 * 17-40 ms of main thread here (93-192 ms at 4x CPU slowdown in profiles of the language demo),
 * which otherwise lengthens the task that finishes hydration. On a page the app renders itself it
 * is true at once.
 */
export function useHydratedWhenIdle(): boolean {
  const hydrated = useHydrated()
  const [ready, setReady] = useState(hydrated)
  useEffect(() => {
    if (ready) return
    let mounted = true
    whenIdle(() => {
      if (mounted) startTransition(() => setReady(true))
    }, 1_000)
    return () => {
      mounted = false
    }
  }, [ready])
  return ready
}
