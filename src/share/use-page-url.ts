import { useSyncExternalStore } from 'react'
import { useLocation } from 'react-router-dom'

// The origin never changes while the page is open.
const unchanging = () => () => {}

/**
 * The address of the page as the reader has it, without query or hash: what a shared link and a
 * printout name. Null while prerendering and hydrating (the server's snapshot), where there is no
 * address to read, so the hydrated markup matches the prerendered one.
 */
export function usePageUrl(): string | null {
  const { pathname } = useLocation()
  const origin = useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => null,
  )
  return origin === null ? null : `${origin}${pathname}`
}
