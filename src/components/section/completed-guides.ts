import { createContext, useContext } from 'react'
import type { RoutePath } from '@/routes/route-table'

/**
 * Which guide pages the reader has completed. The learning feature provides it from the layout;
 * without a provider (tests, prerendering) nothing is completed.
 */
export const CompletedGuidesContext = createContext<(path: RoutePath) => boolean>(() => false)

export const useIsGuideCompleted = () => useContext(CompletedGuidesContext)
