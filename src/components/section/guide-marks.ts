import { createContext, useContext, useEffect } from 'react'
import type { RoutePath } from '@/routes/route-table'

/**
 * The marks on links to guides: read (the reader completed it) and updated (it changed since they
 * read it). The learning feature provides them from the layout; without a provider (tests,
 * prerendering) no guide is marked. `show` asks the learning store to open once the page is idle: a
 * page opens it only when it shows guide links.
 */
export interface GuideMarks {
  isCompleted: (path: RoutePath) => boolean
  isUpdated: (path: RoutePath) => boolean
  /** The article ids of the guides marked updated. */
  updated: ReadonlySet<string>
  show: () => void
}

const unmarked = () => false

export const GuideMarksContext = createContext<GuideMarks>({
  isCompleted: unmarked,
  isUpdated: unmarked,
  updated: new Set(),
  show: () => undefined,
})

/** The marks of guide links; they appear once the store has opened (after idle). */
export function useGuideMarks(): GuideMarks {
  const marks = useContext(GuideMarksContext)
  const { show } = marks
  useEffect(() => show(), [show])
  return marks
}
