import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while a prerendered page is being written and hydrated, true afterwards. Values that depend
 * on the visitor's clock or time zone render only then, so hydration finds the build's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
