import { useCurrentRoute } from '@/routes/use-current-route'
import { GuideSidebar } from './guide-sidebar'

/**
 * The sidebar of the guide being shown, as a module of its own: only guide pages load it (their
 * hydration waits for it, see preloadPageOf), so it is not in the script every other page needs.
 */
export default function CurrentGuideSidebar() {
  const route = useCurrentRoute()
  return route ? <GuideSidebar currentPath={route.path} /> : null
}
