import { useCallback, useMemo, type ReactNode } from 'react'
import { CompletedGuidesContext } from '@/components/section/completed-guides'
import { articleIdOfPath, type RoutePath } from '@/routes/top-level-routes'
import { useLearning, useProgress } from './learning-context'

/** Lets the section pages' guide links show which guides the reader has completed. */
export function CompletedGuidesProvider({ children }: { children: ReactNode }) {
  const learning = useLearning()
  // Wraps every page, so it reads without asking for the store: the links that show marks ask.
  const { articles } = useProgress({ ask: false })
  const isCompleted = useCallback(
    (path: RoutePath) => {
      // A guide's article id follows from its path, so the whole route table need not ship with every page.
      const id = articleIdOfPath(path)
      return id !== undefined && articles[id]?.status === 'completed'
    },
    [articles],
  )
  const show = useCallback(() => learning?.demand('idle'), [learning])
  const value = useMemo(() => ({ isCompleted, show }), [isCompleted, show])
  return <CompletedGuidesContext.Provider value={value}>{children}</CompletedGuidesContext.Provider>
}
