import { createContext, useContext, type ComponentType } from 'react'
import type { RoutePath } from '@/routes/route-table'

/** What a control beside a result is told of it: the page, the part it leads to, their names as shown. */
export interface ResultAsideProps {
  to: RoutePath
  hash?: string
  title: string
  heading: string | null
}

/**
 * A control beside each result, given by the app (the notebook's bookmark): search may not import
 * the learning feature, and the control's code loads with the first results, not with search.
 */
export const ResultAsideContext = createContext<ComponentType<ResultAsideProps> | null>(null)

export const useResultAside = () => useContext(ResultAsideContext)
