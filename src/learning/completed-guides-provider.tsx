import { useCallback, type ReactNode } from 'react'
import { CompletedGuidesContext } from '@/components/section/completed-guides'
import { articleIdOfPath, type RoutePath } from '@/routes/top-level-routes'
import { useProgress } from './learning-context'

/** Lets the section pages' guide links show which guides the reader has completed. */
export function CompletedGuidesProvider({ children }: { children: ReactNode }) {
  const { articles } = useProgress()
  const isCompleted = useCallback(
    (path: RoutePath) => {
      // A guide's article id follows from its path, so the whole route table need not ship with every page.
      const id = articleIdOfPath(path)
      return id !== undefined && articles[id]?.status === 'completed'
    },
    [articles],
  )
  return <CompletedGuidesContext.Provider value={isCompleted}>{children}</CompletedGuidesContext.Provider>
}
