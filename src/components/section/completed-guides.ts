import { createContext, useContext, useEffect } from 'react'
import type { RoutePath } from '@/routes/route-table'

/**
 * Which guide pages the reader has completed. The learning feature provides it from the layout;
 * without a provider (tests, prerendering) nothing is completed. `show` asks the learning store to
 * open (once the page is idle): a page opens it only when it shows guide links.
 */
export interface CompletedGuides {
  isCompleted: (path: RoutePath) => boolean
  show: () => void
}

export const CompletedGuidesContext = createContext<CompletedGuides>({
  isCompleted: () => false,
  show: () => undefined,
})

/** Whether a guide is completed; the read marks appear once the store has opened. */
export function useIsGuideCompleted() {
  const { isCompleted, show } = useContext(CompletedGuidesContext)
  useEffect(show, [show])
  return isCompleted
}
