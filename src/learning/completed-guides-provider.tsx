import { useCallback, type ReactNode } from 'react'
import { CompletedGuidesContext } from '@/components/section/completed-guides'
import type { RoutePath } from '@/routes/route-table'
import { learningArticles } from './learning-articles'
import { useProgress } from './learning-context'

const articleOfPath = new Map<string, string>(learningArticles.map((article) => [article.path, article.id]))

/** Lets the section pages' guide links show which guides the reader has completed. */
export function CompletedGuidesProvider({ children }: { children: ReactNode }) {
  const { articles } = useProgress()
  const isCompleted = useCallback(
    (path: RoutePath) => {
      const id = articleOfPath.get(path)
      return id !== undefined && articles[id]?.status === 'completed'
    },
    [articles],
  )
  return <CompletedGuidesContext.Provider value={isCompleted}>{children}</CompletedGuidesContext.Provider>
}
